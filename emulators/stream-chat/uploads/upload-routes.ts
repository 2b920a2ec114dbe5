import { randomUUID } from "node:crypto";

import { loadAppSettings } from "../app-settings/app-settings-store.ts";
import { getChannelOrThrow } from "../channels/channel-store.ts";
import { nextTimestamp } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { inputError, notFound } from "../errors.ts";
import { actingUserId, permissionSubject } from "../http/acting-user.ts";
import { asRecord, asString, type ApiRequest, type RawResponse, type Route } from "../http/api-request.ts";
import { requireChannelUploads, requireUploadDeleter, type StoredUpload } from "./upload-access.ts";
import { checkUpload, sizeLimitOf, type UploadKind } from "./upload-rules.ts";

const DOWNLOAD_PATH = "/attachments";

/** Room for the multipart boundaries, part headers and the `user` field around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const uploadConfigOf = async (ctx: EmulatorContext, kind: UploadKind) => (await loadAppSettings(ctx))[kind === "image" ? "image_upload_config" : "file_upload_config"];

function parseUserField(value: FormDataEntryValue | null): string | undefined {
  if (typeof value !== "string") return undefined;
  try {
    return asString(asRecord(JSON.parse(value)).id);
  } catch {
    throw inputError("the upload's user field is not valid JSON");
  }
}

async function readFilePart(request: ApiRequest) {
  const contentType = request.headers["content-type"] ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw inputError("uploads are multipart/form-data with a field named file");
  let form: FormData;
  try {
    // The platform's own multipart parser (the Fetch API's), so that no dependency is needed.
    form = await new Request("http://upload.invalid", { method: "POST", headers: { "content-type": contentType }, body: new Uint8Array(request.rawBody) }).formData();
  } catch {
    throw inputError("the upload is not valid multipart/form-data");
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw inputError("the upload has no file field");
  const bytes = Buffer.from(await file.arrayBuffer());
  return { name: file.name || "file", mimeType: file.type || "application/octet-stream", bytes, size: bytes.length, uploaderId: parseUserField(form.get("user")) };
}

async function storeUpload(ctx: EmulatorContext, request: ApiRequest, kind: UploadKind, cid: string | null) {
  const file = await readFilePart(request);
  checkUpload(kind, await uploadConfigOf(ctx, kind), file);
  const id = randomUUID();
  await ctx.db.rows(
    "INSERT INTO uploads (id, cid, user_id, file_name, mime_type, bytes, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    [id, cid, actingUserId(request, file.uploaderId), file.name, file.mimeType, file.bytes, nextTimestamp()],
  );
  // Absolute, on the address the caller used: the SDK drops attachments whose URL is not http(s).
  const url = `${request.origin}${DOWNLOAD_PATH}/${id}/${encodeURIComponent(file.name)}`;
  return { file: url, ...(kind === "image" && { thumb_url: url }) };
}

function uploadIdOf(request: ApiRequest) {
  const url = request.query.get("url");
  if (!url) throw inputError("url is a required parameter");
  let path: string;
  try {
    path = new URL(url, request.origin).pathname;
  } catch {
    throw inputError("url is not a valid URL");
  }
  const [prefix, id] = path.split("/").filter(Boolean);
  if (`/${prefix}` !== DOWNLOAD_PATH || !id) throw notFound("file not found");
  return id;
}

/** `cid` is the channel the DELETE was addressed to, or null for the app-level endpoints. */
async function deleteUpload(ctx: EmulatorContext, request: ApiRequest, cid: string | null) {
  const upload = await ctx.db.row<StoredUpload>("SELECT id, cid, user_id FROM uploads WHERE id = $1", [uploadIdOf(request)]);
  if (!upload || upload.cid !== cid) throw notFound("file not found");
  await requireUploadDeleter(ctx, upload, permissionSubject(request, actingUserId(request)));
  await ctx.db.rows("DELETE FROM uploads WHERE id = $1", [upload.id]);
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
  const channelOf = (request: ApiRequest) => getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);
  const channelUpload = (kind: UploadKind) => async (request: ApiRequest) => {
    const channel = await channelOf(request);
    await requireChannelUploads(ctx, channel, permissionSubject(request, actingUserId(request)));
    return storeUpload(ctx, request, kind, channel.cid);
  };
  const channelDelete = async (request: ApiRequest) => deleteUpload(ctx, request, (await channelOf(request)).cid);
  return [
    ...(["file", "image"] as const).flatMap((kind): Route[] => {
      // Read no further than the file could be: a larger body is refused while it streams in.
      const bodyLimitBytes = async () => sizeLimitOf(await uploadConfigOf(ctx, kind)) + MULTIPART_OVERHEAD_BYTES;
      return [
        { method: "POST", path: `/channels/:type/:id/${kind}`, handler: channelUpload(kind), bodyLimitBytes },
        { method: "DELETE", path: `/channels/:type/:id/${kind}`, handler: channelDelete },
        { method: "POST", path: `/uploads/${kind}`, handler: (request) => storeUpload(ctx, request, kind, null), bodyLimitBytes },
        { method: "DELETE", path: `/uploads/${kind}`, handler: (request) => deleteUpload(ctx, request, null) },
      ];
    }),
    // Public, like a CDN URL: <img> tags cannot send Stream's auth headers.
    { method: "GET", path: `${DOWNLOAD_PATH}/:uploadId/:fileName`, handler: (request) => downloadUpload(ctx, request), isPublic: true, isPathSecret: true },
  ];
}
