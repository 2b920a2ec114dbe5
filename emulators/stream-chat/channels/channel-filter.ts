import { compareColumn, compareCustomField, compileFilter, compileSort, type SqlParams } from "../db/filter-sql.ts";
import { ACTIVE_CHANNEL_MUTE } from "../moderation/mute-store.ts";

// Aliases: c = channels, vm = the viewer's membership, r = the viewer's read state.
const COLUMNS: Record<string, string> = {
  type: "c.type", id: "c.id", cid: "c.cid", created_by_id: "c.created_by_id", frozen: "c.frozen", cooldown: "c.cooldown",
  last_message_at: "c.last_message_at", created_at: "c.created_at", updated_at: "c.updated_at",
};
const MEMBER_COUNT = "(SELECT count(*) FROM members mc WHERE mc.cid = c.cid)::int";
const LAST_UPDATED = "GREATEST(c.last_message_at, c.updated_at, c.created_at)";
const UNREAD = "coalesce(vm.unread_messages, 0)";

function membersCondition(operator: string, value: unknown, params: SqlParams) {
  const ids = Array.isArray(value) ? value : [value];
  const hasAny = `EXISTS (SELECT 1 FROM members mf WHERE mf.cid = c.cid AND mf.user_id = ANY(${params.add(ids)}))`;
  if (operator === "$in" || (operator === "$eq" && !Array.isArray(value))) return hasAny;
  if (operator === "$nin") return `NOT ${hasAny}`;
  if (operator === "$eq") {
    // An array means exactly these members, which is how apps look up a one-to-one channel.
    const list = params.add(ids);
    return `(SELECT array_agg(mf.user_id ORDER BY mf.user_id) FROM members mf WHERE mf.cid = c.cid) = (SELECT array_agg(u ORDER BY u) FROM unnest(${list}::text[]) u)`;
  }
  return undefined;
}

const isTrue = (value: unknown) => value === true || value === "true";

function compileChannelField(field: string, operator: string, value: unknown, params: SqlParams) {
  if (COLUMNS[field]) return compareColumn(COLUMNS[field], operator, value, params);
  switch (field) {
    case "members":
      return membersCondition(operator, value, params);
    case "member_count":
      return compareColumn(MEMBER_COUNT, operator, value, params);
    case "last_updated":
      return compareColumn(LAST_UPDATED, operator, value, params);
    case "hidden":
      return `coalesce(vm.hidden, false) = ${isTrue(value) !== (operator === "$ne")}`;
    case "archived":
      return `(vm.archived_at IS NOT NULL) = ${isTrue(value) !== (operator === "$ne")}`;
    case "pinned":
      return `(vm.pinned_at IS NOT NULL) = ${isTrue(value) !== (operator === "$ne")}`;
    case "joined":
      return `(vm.user_id IS NOT NULL AND NOT vm.invited) = ${isTrue(value) !== (operator === "$ne")}`;
    case "invite":
      return `(CASE WHEN vm.invited AND vm.invite_rejected_at IS NOT NULL THEN 'rejected' WHEN vm.invited THEN 'pending' WHEN vm.invite_accepted_at IS NOT NULL THEN 'accepted' END) = ${params.add(value)}`;
    case "muted":
      return `EXISTS (SELECT 1 FROM channel_mutes cm WHERE cm.cid = c.cid AND cm.user_id = vm.user_id AND ${ACTIVE_CHANNEL_MUTE}) = ${isTrue(value) !== (operator === "$ne")}`;
    case "has_unread":
      return `(${UNREAD} > 0) = ${isTrue(value)}`;
    default:
      return compareCustomField("c.custom", field, operator, value, params);
  }
}

/** Mentions `hidden` anywhere? Otherwise hidden channels are left out, as Stream does. */
const mentionsHidden = (filter: unknown): boolean =>
  !!filter && typeof filter === "object" && Object.entries(filter).some(([key, value]) => key === "hidden" || (key.startsWith("$") && Array.isArray(value) && value.some(mentionsHidden)));

export function channelFilterSql(filter: unknown, params: SqlParams) {
  const condition = compileFilter(filter, compileChannelField, params);
  return mentionsHidden(filter) ? condition : `(${condition}) AND NOT coalesce(vm.hidden, false)`;
}

export function channelSortSql(sort: unknown, params: SqlParams) {
  const terms = compileSort(Array.isArray(sort) && sort.length ? sort : [{ field: "last_updated", direction: -1 }], (field) => {
    if (COLUMNS[field]) return COLUMNS[field];
    if (field === "last_updated") return LAST_UPDATED;
    if (field === "member_count") return MEMBER_COUNT;
    if (field === "unread_count") return UNREAD;
    if (field === "has_unread") return `(${UNREAD} > 0)`;
    if (field === "pinned_at") return "vm.pinned_at";
    return `c.custom->${params.add(field)}`;
  });
  return [...terms, "c.created_at DESC", "c.cid"].join(", ");
}
