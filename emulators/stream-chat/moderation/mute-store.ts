import type { EmulatorContext } from "../context.ts";

export type UserMuteRow = { user_id: string; target_id: string; expires_at: Date | null; created_at: Date; updated_at: Date };
export type ChannelMuteRow = { id: string; user_id: string; cid: string; expires_at: Date | null; ended_at: Date | null; created_at: Date; updated_at: Date };

/** A channel mute row (alias cm) that is still in force. */
export const ACTIVE_CHANNEL_MUTE = "cm.ended_at IS NULL AND (cm.expires_at IS NULL OR cm.expires_at > now())";

/** Mute period `cm` covers message `msg`: it arrived while the channel was muted (the period ends at an unmute or at expiry). */
export const MUTE_COVERS_MESSAGE = "msg.created_at >= cm.created_at AND msg.created_at < LEAST(coalesce(cm.ended_at, 'infinity'), coalesce(cm.expires_at, 'infinity'))";

export async function activeUserMutes(ctx: EmulatorContext, userId: string) {
  return ctx.db.rows<UserMuteRow>(
    "SELECT * FROM user_mutes WHERE user_id = $1 AND (expires_at IS NULL OR expires_at > now()) ORDER BY created_at, target_id",
    [userId],
  );
}

export async function activeChannelMutes(ctx: EmulatorContext, userId: string) {
  return ctx.db.rows<ChannelMuteRow>(
    `SELECT cm.* FROM channel_mutes cm JOIN channels c ON c.cid = cm.cid AND c.deleted_at IS NULL
     WHERE cm.user_id = $1 AND ${ACTIVE_CHANNEL_MUTE} ORDER BY cm.created_at, cm.cid`,
    [userId],
  );
}

export async function isChannelMuted(ctx: EmulatorContext, cid: string, userId: string) {
  return !!(await ctx.db.row(`SELECT 1 FROM channel_mutes cm WHERE cm.cid = $1 AND cm.user_id = $2 AND ${ACTIVE_CHANNEL_MUTE}`, [cid, userId]));
}

/** Muting again replaces the mute (and its expiry), as on Stream. */
export async function saveUserMutes(ctx: EmulatorContext, userId: string, targetIds: string[], expiresAt: Date | null, now: Date) {
  return ctx.db.rows<UserMuteRow>(
    `INSERT INTO user_mutes (user_id, target_id, expires_at, created_at, updated_at) SELECT $1, target, $3, $4, $4 FROM unnest($2::text[]) target
     ON CONFLICT (user_id, target_id) DO UPDATE SET expires_at = $3, updated_at = $4 RETURNING *`,
    [userId, targetIds, expiresAt, now],
  );
}

export async function deleteUserMutes(ctx: EmulatorContext, userId: string, targetIds: string[]) {
  await ctx.db.rows("DELETE FROM user_mutes WHERE user_id = $1 AND target_id = ANY($2)", [userId, targetIds]);
}

/** Closes the open periods and opens new ones, in one transaction so that no half-muted state is left. */
export async function saveChannelMutes(ctx: EmulatorContext, userId: string, cids: string[], expiresAt: Date | null, now: Date) {
  return ctx.db.transaction(async (query) => {
    await query(
      "UPDATE channel_mutes SET ended_at = LEAST($3::timestamptz, coalesce(expires_at, $3::timestamptz)), updated_at = $3 WHERE user_id = $1 AND cid = ANY($2) AND ended_at IS NULL",
      [userId, cids, now],
    );
    return query<ChannelMuteRow>(
      `INSERT INTO channel_mutes (user_id, cid, expires_at, created_at, updated_at) SELECT $1, cid, $3, $4, $4 FROM unnest($2::text[]) cid RETURNING *`,
      [userId, cids, expiresAt, now],
    );
  });
}

export async function endChannelMutes(ctx: EmulatorContext, userId: string, cids: string[], now: Date) {
  await ctx.db.rows(
    "UPDATE channel_mutes SET ended_at = LEAST($3::timestamptz, coalesce(expires_at, $3::timestamptz)), updated_at = $3 WHERE user_id = $1 AND cid = ANY($2) AND ended_at IS NULL",
    [userId, cids, now],
  );
}
