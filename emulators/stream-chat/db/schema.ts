import { UNREAD_MESSAGES_SQL } from "../reads/unread-counts.ts";
import type { Database } from "./database.ts";

export const SCHEMA = "stream_chat_emulator";

// Idempotent, so every start can run it; the emulator keeps its rows apart from the app's tables.
const statements = [
  `CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.users (
    id text PRIMARY KEY,
    name text,
    image text,
    role text NOT NULL DEFAULT 'user',
    custom jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    last_active timestamptz
  )`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.channels (
    cid text PRIMARY KEY,
    type text NOT NULL,
    id text NOT NULL,
    custom jsonb NOT NULL DEFAULT '{}',
    created_by_id text,
    cooldown integer NOT NULL DEFAULT 0,
    frozen boolean NOT NULL DEFAULT false,
    last_message_at timestamptz,
    truncated_at timestamptz,
    deleted_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.members (
    cid text NOT NULL REFERENCES ${SCHEMA}.channels (cid) ON DELETE CASCADE,
    user_id text NOT NULL,
    role text NOT NULL DEFAULT 'member',
    invited boolean NOT NULL DEFAULT false,
    invite_accepted_at timestamptz,
    invite_rejected_at timestamptz,
    hidden boolean NOT NULL DEFAULT false,
    archived_at timestamptz,
    pinned_at timestamptz,
    hide_messages_before timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (cid, user_id)
  )`,
  `CREATE INDEX IF NOT EXISTS members_user_id ON ${SCHEMA}.members (user_id)`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.messages (
    id text PRIMARY KEY,
    cid text NOT NULL REFERENCES ${SCHEMA}.channels (cid) ON DELETE CASCADE,
    user_id text NOT NULL,
    type text NOT NULL,
    text text NOT NULL DEFAULT '',
    parent_id text,
    show_in_channel boolean NOT NULL DEFAULT false,
    quoted_message_id text,
    attachments jsonb NOT NULL DEFAULT '[]',
    mentioned_user_ids text[] NOT NULL DEFAULT '{}',
    custom jsonb NOT NULL DEFAULT '{}',
    pinned boolean NOT NULL DEFAULT false,
    pinned_at timestamptz,
    pinned_by_id text,
    pin_expires timestamptz,
    reply_count integer NOT NULL DEFAULT 0,
    deleted_reply_count integer NOT NULL DEFAULT 0,
    thread_participant_ids text[] NOT NULL DEFAULT '{}',
    silent boolean NOT NULL DEFAULT false,
    deleted_at timestamptz,
    message_text_updated_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS messages_channel_order ON ${SCHEMA}.messages (cid, created_at, id)`,
  `CREATE INDEX IF NOT EXISTS messages_thread_order ON ${SCHEMA}.messages (parent_id, created_at, id)`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.reactions (
    message_id text NOT NULL REFERENCES ${SCHEMA}.messages (id) ON DELETE CASCADE,
    user_id text NOT NULL,
    type text NOT NULL,
    score integer NOT NULL DEFAULT 1,
    emoji_code text,
    custom jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (message_id, user_id, type)
  )`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.reads (
    cid text NOT NULL REFERENCES ${SCHEMA}.channels (cid) ON DELETE CASCADE,
    user_id text NOT NULL,
    last_read timestamptz NOT NULL,
    last_read_message_id text,
    PRIMARY KEY (cid, user_id)
  )`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.uploads (
    id text PRIMARY KEY,
    cid text,
    user_id text,
    file_name text NOT NULL,
    mime_type text NOT NULL,
    bytes bytea NOT NULL,
    created_at timestamptz NOT NULL
  )`,
  `ALTER TABLE ${SCHEMA}.channels ADD COLUMN IF NOT EXISTS config_overrides jsonb NOT NULL DEFAULT '{}'`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.user_mutes (
    user_id text NOT NULL,
    target_id text NOT NULL,
    expires_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, target_id)
  )`,
  // One row per mute period (ended_at set on unmute): messages sent while muted stay out of unread counts.
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.channel_mutes (
    id bigserial PRIMARY KEY,
    user_id text NOT NULL,
    cid text NOT NULL REFERENCES ${SCHEMA}.channels (cid) ON DELETE CASCADE,
    expires_at timestamptz,
    ended_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS channel_mutes_open ON ${SCHEMA}.channel_mutes (user_id, cid) WHERE ended_at IS NULL`,
  `CREATE INDEX IF NOT EXISTS channel_mutes_channel ON ${SCHEMA}.channel_mutes (cid, user_id)`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.flags (
    id bigserial PRIMARY KEY,
    user_id text NOT NULL,
    target_message_id text,
    target_user_id text,
    channel_cid text,
    message_user_id text,
    reason text,
    custom jsonb NOT NULL DEFAULT '{}',
    reviewed_at timestamptz,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS flags_message_once ON ${SCHEMA}.flags (user_id, target_message_id) WHERE target_message_id IS NOT NULL`,
  `CREATE UNIQUE INDEX IF NOT EXISTS flags_user_once ON ${SCHEMA}.flags (user_id, target_user_id) WHERE target_user_id IS NOT NULL`,
  `CREATE INDEX IF NOT EXISTS flags_channel ON ${SCHEMA}.flags (channel_cid, created_at)`,
  // Kept by the writes (reads/unread-counts.ts); rows from before the column are counted once here.
  `ALTER TABLE ${SCHEMA}.members ADD COLUMN IF NOT EXISTS unread_messages integer`,
  `ALTER TABLE ${SCHEMA}.members ALTER COLUMN unread_messages SET DEFAULT 0`,
  `UPDATE ${SCHEMA}.members m SET unread_messages = fresh.unread FROM (
     SELECT vm.cid, vm.user_id, ${UNREAD_MESSAGES_SQL} AS unread FROM ${SCHEMA}.members vm
     JOIN ${SCHEMA}.channels c ON c.cid = vm.cid LEFT JOIN ${SCHEMA}.reads r ON r.cid = vm.cid AND r.user_id = vm.user_id
     WHERE vm.unread_messages IS NULL) fresh
   WHERE m.cid = fresh.cid AND m.user_id = fresh.user_id`,
  `ALTER TABLE ${SCHEMA}.members ALTER COLUMN unread_messages SET NOT NULL`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.app_settings (
    id integer PRIMARY KEY CHECK (id = 1),
    file_upload_config jsonb NOT NULL,
    image_upload_config jsonb NOT NULL,
    updated_at timestamptz NOT NULL
  )`,
];

export async function createSchema(db: Database) {
  // Two emulators starting on one database would race on CREATE ... IF NOT EXISTS. The lock is the
  // transaction's, so a failed statement can never leave it held on a pooled connection.
  await db.transaction(async (query) => {
    await query("SELECT pg_advisory_xact_lock(hashtext($1))", [SCHEMA]);
    for (const statement of statements) await query(statement);
  });
}
