import { inputError } from "../errors.ts";
import { asRecord } from "../http/api-request.ts";
import { capabilitiesFor, type ChannelRole, type ConfigOverrides } from "./channel-types.ts";

/** The part of a channel that decides what its members may do. */
export type ChannelPolicy = { frozen: boolean; config_overrides: ConfigOverrides };

// Stream: "freezing a channel prevents users from sending new messages and adding or deleting
// reactions", and by default no role has UseFrozenChannel. Editing and pinning go with it here, so
// that a frozen room is read-only; moderators keep moderating (update/delete any message).
const REVOKED_WHEN_FROZEN = ["send-message", "send-reply", "send-reaction", "upload-file", "update-own-message", "delete-own-message", "pin-message"];

const CONFIG_SWITCHES: [keyof ConfigOverrides, string[]][] = [
  ["uploads", ["upload-file"]],
  ["reactions", ["send-reaction"]],
  ["replies", ["send-reply"]],
  ["typing_events", ["send-typing-events", "typing-events"]],
];

/** The grant keys that apply to a role: Stream's owner is a channel_member with extra rights. */
const GRANT_ROLES: Record<string, string[]> = { owner: ["channel_member", "owner"], member: ["channel_member"], moderator: ["channel_moderator"], admin: ["admin"] };

/** The role name Stream's permission errors show. */
export const roleLabel = (role: ChannelRole) => (role === "member" ? "channel_member" : role === "moderator" ? "channel_moderator" : (role ?? "user"));

export function channelCapabilities(policy: ChannelPolicy, role: ChannelRole): string[] {
  if (role === null) return [];
  const capabilities = new Set(capabilitiesFor(role));
  const grants = policy.config_overrides.grants ?? {};
  for (const key of GRANT_ROLES[role] ?? []) {
    for (const grant of grants[key] ?? []) {
      if (grant.startsWith("!")) capabilities.delete(grant.slice(1));
      else capabilities.add(grant);
    }
  }
  for (const [key, revoked] of CONFIG_SWITCHES) if (policy.config_overrides[key] === false) revoked.forEach((capability) => capabilities.delete(capability));
  if (policy.frozen) REVOKED_WHEN_FROZEN.forEach((capability) => capabilities.delete(capability));
  return [...capabilities];
}

export const maxMessageLength = (policy: ChannelPolicy) => policy.config_overrides.max_message_length ?? 5000;

const BOOLEAN_OVERRIDES = ["uploads", "reactions", "replies", "typing_events"] as const;

/** Checks `config_overrides` from an update and merges it over the channel's current overrides. */
export function mergeConfigOverrides(current: ConfigOverrides, value: unknown): ConfigOverrides {
  const input = asRecord(value);
  const merged: ConfigOverrides = { ...current };
  for (const [key, setting] of Object.entries(input)) {
    if ((BOOLEAN_OVERRIDES as readonly string[]).includes(key)) {
      if (typeof setting !== "boolean") throw inputError(`config_overrides.${key} must be a boolean`);
      merged[key as (typeof BOOLEAN_OVERRIDES)[number]] = setting;
    } else if (key === "max_message_length") {
      if (!Number.isInteger(setting) || (setting as number) < 1 || (setting as number) > 20_000) throw inputError("config_overrides.max_message_length must be an integer from 1 to 20000");
      merged.max_message_length = setting as number;
    } else if (key === "grants") {
      const grants = asRecord(setting);
      for (const [role, list] of Object.entries(grants)) {
        if (!Array.isArray(list) || !list.every((entry) => typeof entry === "string")) throw inputError(`config_overrides.grants.${role} must be a list of capabilities`);
      }
      merged.grants = { ...(current.grants ?? {}), ...(grants as Record<string, string[]>) };
    } else {
      throw inputError(`config_overrides.${key} cannot be overridden per channel`);
    }
  }
  return merged;
}
