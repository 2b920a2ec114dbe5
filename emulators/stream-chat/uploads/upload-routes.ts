import { randomUUID } from "node:crypto";

import { nextTimestamp } from "../clock.ts";
import { getChannelOrThrow, requireCapability } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { inputError, notFound } from "../errors.ts";
import { actingUserId, permissionSubject } from "../http/acting-user.ts";
import type { ApiRequest, RawResponse, Route } from "../http/api-request.ts";

type UploadKind = "file" | "image";

const DOWNLOAD_PATH = "/attachments";

async function readFilePart(request: ApiRequest) {
  const contentType = request.headers["content-type"] ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw inputError("uploads are multipart/form-data with a field named file");
  // The platform's own multipart parser (the Fetch API's), so that no dependency is needed.
  const form = await new Request("http://upload.invalid", { method: "POST", headers: { "content-type": contentType }, body: new Uint8Array(request.rawBody) }).formData();
  const file = form.get("file");
  if (!file || typeof file === "string") throw inputError("the upload has no file field");
  return { name: file.name || "file", mimeType: file.type || "application/octet-stream", bytes: Buffer.from(await file.arrayBuffer()) };
}

async function storeUpload(ctx: EmulatorContext, request: ApiRequest, kind: UploadKind, cid: string | null) {
  const file = await readFilePart(request);
  if (kind === "image" && !file.mimeType.startsWith("image/")) throw inputError(`image uploads must be images, not ${file.mimeType}`);
  const id = randomUUID();
  await ctx.db.rows(
    "INSERT INTO uploads (id, cid, user_id, file_name, mime_type, bytes, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    [id, cid, actingUserId(request), file.name, file.mimeType, file.bytes, nextTimestamp()],
  );
  // Absolute, on the address the caller used: the SDK drops attachments whose URL is not http(s).
  const url = `${request.origin}${DOWNLOAD_PATH}/${id}/${encodeURIComponent(file.name)}`;
  return { file: url, ...(kind === "image" && { thumb_url: url }) };
}

async function deleteUpload(ctx: EmulatorContext, request: ApiRequest) {
  const url = request.query.get("url") ?? "";
  const id = new URL(url, request.origin).pathname.split("/")[2];
  if (id) await ctx.db.rows("DELETE FROM uploads WHERE id = $1", [id]);
  return {};
}

async function downloadUpload(ctx: EmulatorContext, request: ApiRequest): Promise<RawResponse> {
  const upload = await ctx.db.row<{ file_name: string; mime_type: string; bytes: Buffer }>("SELECT file_name, mime_type, bytes FROM uploads WHERE id = $1", [request.params.uploadId]);
  if (!upload) throw notFound("file not found");
  return {
    kind: "raw",
    status: 200,
    headers: {
      "content-type": upload.mime_type,
      "content-length": String(upload.bytes.length),
      "content-disposition": `inline; filename*=UTF-8''${encodeURIComponent(upload.file_name)}`,
      "cache-control": "public, max-age=31536000, immutable",
    },
    body: upload.bytes,
  };
}

export function uploadRoutes(ctx: EmulatorContext): Route[] {
  const channelUpload = (kind: UploadKind) => async (request: ApiRequest) => {
    const channel = await getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);
    await requireCapability(ctx, channel, permissionSubject(request, actingUserId(request)), "upload-file", "UploadAttachment");
    return storeUpload(ctx, request, kind, channel.cid);
  };
  return [
    ...(["file", "image"] as const).flatMap((kind): Route[] => [
      { method: "POST", path: `/channels/:type/:id/${kind}`, handler: channelUpload(kind) },
      { method: "DELETE", path: `/channels/:type/:id/${kind}`, handler: (request) => deleteUpload(ctx, request) },
      { method: "POST", path: `/uploads/${kind}`, handler: (request) => storeUpload(ctx, request, kind, null) },
      { method: "DELETE", path: `/uploads/${kind}`, handler: (request) => deleteUpload(ctx, request) },
    ]),
    // Public, like a CDN URL: <img> tags cannot send Stream's auth headers.
    { method: "GET", path: `${DOWNLOAD_PATH}/:uploadId/:fileName`, handler: (request) => downloadUpload(ctx, request), isPublic: true },
  ];
}
