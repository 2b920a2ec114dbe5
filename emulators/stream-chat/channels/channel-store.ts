import { nextTimestamp } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { inputError, notAllowed, notFound } from "../errors.ts";
import { channelCapabilities, roleLabel } from "./channel-capabilities.ts";
import { channelRoleOf, isKnownChannelType, type ChannelRole, type ConfigOverrides } from "./channel-types.ts";

export type ChannelRow = {
  cid: string;
  type: string;
  id: string;
  custom: Record<string, unknown>;
  created_by_id: string | null;
  cooldown: number;
  frozen: boolean;
  config_overrides: ConfigOverrides;
  last_message_at: Date | null;
  truncated_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type MemberRow = {
  cid: string;
  user_id: string;
  role: string;
  invited: boolean;
  invite_accepted_at: Date | null;
  invite_rejected_at: Date | null;
  hidden: boolean;
  archived_at: Date | null;
  pinned_at: Date | null;
  hide_messages_before: Date | null;
  /** reads/unread-counts.ts keeps it. */
  unread_messages: number;
  created_at: Date;
  updated_at: Date;
};

export type NewMember = { userId: string; role: "owner" | "moderator" | "member"; isInvite?: boolean };

export async function findChannel(ctx: EmulatorContext, cid: string) {
  return ctx.db.row<ChannelRow>("SELECT * FROM channels WHERE cid = $1 AND deleted_at IS NULL", [cid]);
}

const CHANNEL_TYPE = /^[\w-]+$/;
const CHANNEL_ID = /^[\w!-]{1,64}$/;

/** Stream answers malformed identifiers and unknown types with an input error, before anything is written. */
export function checkChannelKey(type: string, id: string | undefined) {
  if (!CHANNEL_TYPE.test(type)) throw inputError(`channel type "${type}" is not valid: use letters, digits, _ and -`);
  if (!isKnownChannelType(type)) throw inputError(`channel type "${type}" doesn't exist`);
  if (id !== undefined && !CHANNEL_ID.test(id)) throw inputError(`channel id "${id}" is not valid: use at most 64 letters, digits, !, _ and -`);
}

export async function getChannelOrThrow(ctx: EmulatorContext, type: string, id: string) {
  checkChannelKey(type, id);
  const channel = await findChannel(ctx, `${type}:${id}`);
  if (!channel) throw notFound(`Channel "${type}:${id}" not found`);
  return channel;
}

export async function findMember(ctx: EmulatorContext, cid: string, userId: string) {
  return ctx.db.row<MemberRow>("SELECT * FROM members WHERE cid = $1 AND user_id = $2", [cid, userId]);
}

export async function listMembers(ctx: EmulatorContext, cid: string, limit = 100, offset = 0) {
  return ctx.db.rows<MemberRow>("SELECT * FROM members WHERE cid = $1 ORDER BY created_at, user_id LIMIT $2 OFFSET $3", [cid, limit, offset]);
}

export async function memberCount(ctx: EmulatorContext, cid: string) {
  return (await ctx.db.row<{ count: number }>("SELECT count(*)::int AS count FROM members WHERE cid = $1", [cid]))?.count ?? 0;
}

/** Stream refuses members that were never upserted; so do we, with its message. */
export async function requireExistingUsers(ctx: EmulatorContext, userIds: string[]) {
  const rows = await ctx.db.rows<{ id: string }>("SELECT id FROM users WHERE id = ANY($1)", [userIds]);
  const missing = userIds.filter((id) => !rows.some((row) => row.id === id));
  if (missing.length) throw inputError(`The following users are involved in channel operation, but don't exist: [${missing.join(", ")}]. Please create the user objects before setting up the channel.`);
}

/** Adds members not in the channel yet; their read state starts at the time they joined. */
export async function addMembers(ctx: EmulatorContext, cid: string, members: NewMember[]): Promise<MemberRow[]> {
  await requireExistingUsers(ctx, members.map((member) => member.userId));
  const added: MemberRow[] = [];
  for (const member of members) {
    const now = nextTimestamp();
    const row = await ctx.db.row<MemberRow>(
      `INSERT INTO members (cid, user_id, role, invited, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (cid, user_id) DO NOTHING RETURNING *`,
      [cid, member.userId, member.role, member.isInvite ?? false, now],
    );
    if (!row) continue;
    await ctx.db.rows("INSERT INTO reads (cid, user_id, last_read) VALUES ($1, $2, $3) ON CONFLICT (cid, user_id) DO NOTHING", [cid, member.userId, now]);
    added.push(row);
  }
  return added;
}

export async function removeMembers(ctx: EmulatorContext, cid: string, userIds: string[]) {
  const removed = await ctx.db.rows<MemberRow>("DELETE FROM members WHERE cid = $1 AND user_id = ANY($2) RETURNING *", [cid, userIds]);
  await ctx.db.rows("DELETE FROM reads WHERE cid = $1 AND user_id = ANY($2)", [cid, userIds]);
  return removed;
}

export async function updateMember(ctx: EmulatorContext, cid: string, userId: string, changes: Partial<Record<keyof MemberRow, unknown>>) {
  const entries = Object.entries(changes);
  const assignments = entries.map(([column], index) => `${column} = $${index + 3}`);
  return ctx.db.row<MemberRow>(
    `UPDATE members SET ${[...assignments, `updated_at = $${entries.length + 3}`].join(", ")} WHERE cid = $1 AND user_id = $2 RETURNING *`,
    [cid, userId, ...entries.map(([, value]) => value), nextTimestamp()],
  );
}

export async function roleInChannel(ctx: EmulatorContext, cid: string, userId: string): Promise<ChannelRole> {
  const row = await ctx.db.row<{ user_role: string | null; member_role: string | null; invited: boolean | null }>(
    `SELECT u.role AS user_role, m.role AS member_role, m.invited FROM (SELECT 1) one
     LEFT JOIN users u ON u.id = $2 LEFT JOIN members m ON m.cid = $1 AND m.user_id = $2`,
    [cid, userId],
  );
  return channelRoleOf(row?.user_role ?? undefined, row?.member_role ?? undefined, row?.invited === true);
}

export const notAllowedAction = (userId: string, role: ChannelRole, action: string, channel: ChannelRow) =>
  notAllowed(`User '${userId}' with role '${roleLabel(role)}' is not allowed to perform action ${action} in channel '${channel.cid}'`);

/**
 * The action names are Stream's, so permission errors read the same as the hosted service's. The
 * channel's freeze and config_overrides count, exactly as in the own_capabilities it reports.
 */
export async function requireCapability(ctx: EmulatorContext, channel: ChannelRow, userId: string | null, capability: string, action: string) {
  if (userId === null) return "admin" as const;
  const role = await roleInChannel(ctx, channel.cid, userId);
  if (!channelCapabilities(channel, role).includes(capability)) throw notAllowedAction(userId, role, action, channel);
  return role;
}

/** Members (invitees included, so they can decide) and app admins read a channel. */
export async function requireChannelReader(ctx: EmulatorContext, channel: ChannelRow, userId: string | null) {
  if (userId === null || (await findMember(ctx, channel.cid, userId))) return;
  if ((await roleInChannel(ctx, channel.cid, userId)) === "admin") return;
  throw notAllowed(`User '${userId}' with role 'user' is not allowed to perform action ReadChannel in scope '${channel.type}'`);
}
