import type { PresenceMember } from "./channel-registry.ts";

const MAX_USER_INFO_BYTES = 1024;

/** channel_data as the app signed it: a JSON string with a user_id and optional user_info. */
export function parsePresenceMember(channelData: unknown): PresenceMember | string {
  if (typeof channelData !== "string") return "Presence channels need channel_data, a JSON string";
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return "channel_data is not valid JSON";
  }
  if (typeof parsed !== "object" || parsed === null) return "channel_data must be a JSON object";
  const { user_id: userId, user_info: userInfo } = parsed as Record<string, unknown>;
  if ((typeof userId !== "string" && typeof userId !== "number") || userId === "") return "channel_data has no user_id";
  if (userInfo !== undefined && Buffer.byteLength(JSON.stringify(userInfo)) > MAX_USER_INFO_BYTES) return "user_info is larger than 1 KB";
  return userInfo === undefined ? { user_id: String(userId) } : { user_id: String(userId), user_info: userInfo };
}
