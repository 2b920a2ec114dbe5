/** The channel types the product uses; each is members-only, like Stream's "messaging". */
export const CHANNEL_TYPES = ["messaging", "team"] as const;

export function isKnownChannelType(type: string) {
  return (CHANNEL_TYPES as readonly string[]).includes(type);
}

/** What `config_overrides` may change per channel (Stream's names); `grants` maps a role to "cap" or "!cap". */
export type ConfigOverrides = {
  uploads?: boolean;
  reactions?: boolean;
  replies?: boolean;
  typing_events?: boolean;
  max_message_length?: number;
  grants?: Record<string, string[]>;
};

const CONFIG_CREATED_AT = "2024-01-01T00:00:00.000Z";

/** The SDK stores this per cid and gates typing, read state and uploads on it. */
export function channelConfig(type: string, overrides: ConfigOverrides = {}) {
  const switches = Object.fromEntries(Object.entries(overrides).filter(([key]) => key !== "grants"));
  return {
    name: type,
    typing_events: true,
    read_events: true,
    connect_events: true,
    reactions: true,
    replies: true,
    quotes: true,
    uploads: true,
    mutes: true,
    search: true,
    custom_events: false,
    url_enrichment: false,
    push_notifications: false,
    reminders: false,
    polls: false,
    user_message_reminders: false,
    shared_locations: false,
    delivery_events: false,
    mark_messages_pending: false,
    skip_last_msg_update_for_system_msgs: false,
    message_retention: "infinite",
    max_message_length: 5000,
    automod: "disabled",
    automod_behavior: "flag",
    commands: [],
    created_at: CONFIG_CREATED_AT,
    updated_at: CONFIG_CREATED_AT,
    ...switches,
  };
}

// Polls are not emulated, so their capabilities are never granted: the UI hides them.
const MEMBER_CAPABILITIES = [
  "connect-events", "create-attachment", "delete-own-message", "flag-message", "leave-channel", "mute-channel", "pin-message", "quote-message",
  "read-events", "send-links", "send-message", "send-reaction", "send-reply", "send-typing-events", "typing-events",
  "update-own-message", "upload-file",
];
const MODERATOR_CAPABILITIES = [
  ...MEMBER_CAPABILITIES, "update-channel", "update-channel-members", "delete-channel", "delete-any-message",
  "update-any-message", "skip-slow-mode", "freeze-channel", "set-channel-cooldown",
];

export type ChannelRole = "owner" | "moderator" | "member" | "admin" | null;

/** `admin` is the user's global role; the others are the channel member's role; null is a non-member. */
export function capabilitiesFor(role: ChannelRole): string[] {
  if (role === "owner" || role === "moderator" || role === "admin") return MODERATOR_CAPABILITIES;
  if (role === "member") return MEMBER_CAPABILITIES;
  return [];
}

export function channelRoleOf(userRole: string | undefined, memberRole: string | undefined, isInvitePending: boolean): ChannelRole {
  if (userRole === "admin") return "admin";
  if (!memberRole || isInvitePending) return null;
  return memberRole as ChannelRole;
}
