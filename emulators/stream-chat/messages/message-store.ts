import type { EmulatorContext } from "../context.ts";
import { notFound } from "../errors.ts";
import { asRecord, numberParam } from "../http/api-request.ts";

export type MessageRow = {
  id: string;
  cid: string;
  user_id: string;
  type: string;
  text: string;
  parent_id: string | null;
  show_in_channel: boolean;
  quoted_message_id: string | null;
  attachments: unknown[];
  mentioned_user_ids: string[];
  custom: Record<string, unknown>;
  pinned: boolean;
  pinned_at: Date | null;
  pinned_by_id: string | null;
  pin_expires: Date | null;
  reply_count: number;
  deleted_reply_count: number;
  thread_participant_ids: string[];
  silent: boolean;
  deleted_at: Date | null;
  message_text_updated_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export async function findMessage(ctx: EmulatorContext, id: string) {
  return ctx.db.row<MessageRow>("SELECT * FROM messages WHERE id = $1", [id]);
}

export async function getMessageOrThrow(ctx: EmulatorContext, id: string) {
  const message = await findMessage(ctx, id);
  if (!message) throw notFound(`Message with id ${id} not found`);
  return message;
}

const ANCHORS = {
  id_lt: ["<", "DESC"],
  id_lte: ["<=", "DESC"],
  id_gt: [">", "ASC"],
  id_gte: [">=", "ASC"],
} as const;

const TIME_ANCHORS = {
  created_at_before: ["<", "DESC"],
  created_at_before_or_equal: ["<=", "DESC"],
  created_at_after: [">", "ASC"],
  created_at_after_or_equal: [">=", "ASC"],
} as const;

/**
 * One page of messages matching `scope` (SQL over alias m, params from $1), oldest first. Ids
 * are client UUIDs that do not sort, so anchors are resolved to their (created_at, id).
 */
export async function messagePage(ctx: EmulatorContext, scope: string, scopeParams: unknown[], pagination: unknown, defaultLimit: number) {
  const options = asRecord(pagination);
  const limit = Math.max(0, Math.min(numberParam(options.limit, defaultLimit), 300));
  const params = [...scopeParams];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const select = (condition: string, direction: "ASC" | "DESC", count: number) =>
    ctx.db.rows<MessageRow>(
      `SELECT * FROM messages m WHERE ${scope} AND ${condition} ORDER BY m.created_at ${direction}, m.id ${direction} LIMIT ${count}`,
      params,
    );
  const ascending = (rows: MessageRow[], direction: "ASC" | "DESC") => (direction === "DESC" ? rows.reverse() : rows);
  const anchorOf = (id: string) => `(SELECT created_at FROM messages WHERE id = ${add(id)}), ${add(id)}`;

  for (const [key, [operator, direction]] of Object.entries(ANCHORS)) {
    if (typeof options[key] === "string") return ascending(await select(`(m.created_at, m.id) ${operator} (${anchorOf(options[key])})`, direction, limit), direction);
  }
  for (const [key, [operator, direction]] of Object.entries(TIME_ANCHORS)) {
    if (typeof options[key] === "string") return ascending(await select(`m.created_at ${operator} ${add(options[key])}`, direction, limit), direction);
  }
  const around = typeof options.id_around === "string" ? `(${anchorOf(options.id_around)})` : typeof options.created_at_around === "string" ? `(${add(options.created_at_around)}::timestamptz, '')` : undefined;
  if (around) {
    const before = ascending(await select(`(m.created_at, m.id) < ${around}`, "DESC", Math.floor(limit / 2)), "DESC");
    const after = await select(`(m.created_at, m.id) >= ${around}`, "ASC", limit - before.length);
    return [...before, ...after];
  }
  return ascending(await select("TRUE", "DESC", limit), "DESC");
}
