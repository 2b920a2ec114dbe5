import { requireCapability, roleInChannel, type ChannelRow } from "../channels/channel-store.ts";
import { channelConfig } from "../channels/channel-types.ts";
import type { EmulatorContext } from "../context.ts";
import { notAllowed } from "../errors.ts";

/**
 * The one place that decides whether a channel takes uploads: its `uploads` switch (the type's,
 * or the channel's config_overrides), for everyone, and the `upload-file` capability, which a
 * frozen channel or a revoking grant takes away, for users (null is a server-side call).
 */
export async function requireChannelUploads(ctx: EmulatorContext, channel: ChannelRow, userId: string | null) {
  if (!channelConfig(channel.type, channel.config_overrides).uploads) throw notAllowed(`uploads are disabled in channel '${channel.cid}'`);
  await requireCapability(ctx, channel, userId, "upload-file", "UploadAttachment");
}

export type StoredUpload = { id: string; cid: string | null; user_id: string | null };

/** The uploader may delete their file; so may the channel's moderators and owners, app admins and the server. */
export async function requireUploadDeleter(ctx: EmulatorContext, upload: StoredUpload, userId: string | null) {
  if (userId === null || upload.user_id === userId) return;
  const role = await roleInChannel(ctx, upload.cid ?? "", userId);
  if (role === "admin" || (upload.cid !== null && (role === "owner" || role === "moderator"))) return;
  throw notAllowed(`User '${userId}' is not allowed to delete a file uploaded by someone else`);
}
