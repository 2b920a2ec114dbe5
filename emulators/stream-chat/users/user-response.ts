import { iso } from "../clock.ts";

export type UserRow = {
  id: string;
  name: string | null;
  image: string | null;
  role: string;
  custom: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  last_active: Date | null;
};

export type UserResponse = Record<string, unknown> & { id: string };

/** Fields Stream owns; anything else a client sends about a user is a custom field. */
export const RESERVED_USER_FIELDS = new Set([
  "id", "name", "image", "role", "created_at", "updated_at", "last_active", "online", "banned", "shadow_banned",
  "teams", "teams_role", "language", "devices", "mutes", "channel_mutes", "invisible", "privacy_settings",
  "total_unread_count", "unread_count", "unread_channels", "unread_threads", "blocked_user_ids", "deactivated_at",
  "deleted_at", "revoke_tokens_issued_before", "push_notifications", "avg_response_time", "custom",
]);

export function customUserFields(input: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !RESERVED_USER_FIELDS.has(key)));
}

/** Custom fields sit at the top level of a UserResponse, as Stream sends them. */
export function userResponse(row: UserRow, isOnline: boolean): UserResponse {
  return {
    ...row.custom,
    id: row.id,
    ...(row.name !== null && { name: row.name }),
    ...(row.image !== null && { image: row.image }),
    role: row.role,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_active: iso(row.last_active ?? row.created_at),
    online: isOnline,
    banned: false,
    teams: [],
    language: "",
    blocked_user_ids: [],
  };
}

/** A user that was removed or never upserted still renders as someone. */
export const unknownUser = (id: string): UserResponse => ({ id, role: "user", online: false, banned: false, teams: [], language: "" });
