import { randomUUID } from "node:crypto";

import type { NextRequest } from "next/server";

import { errorResponse } from "@/lib/api/error-response";
import { getStoredFile } from "@/lib/files/get-stored-file";

/**
 * An uploaded file (profile pictures). A stored file never changes (a new picture is a new id),
 * so browsers may keep it for good. The type is the one detected at upload, and nosniff with a
 * sandboxing CSP keeps a browser from reading the bytes as anything else.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const requestId = request.headers.get("x-request-id") ?? randomUUID();
  try {
    const file = await getStoredFile((await params).id);
    const etag = `"${file.sha256}"`;
    const headers = new Headers({
      "cache-control": "public, max-age=31536000, immutable",
      etag,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "x-request-id": requestId,
    });
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    headers.set("content-type", file.mimeType);
    headers.set("content-length", String(file.byteSize));
    return new Response(file.bytes, { status: 200, headers });
  } catch (error) {
    return errorResponse(error, requestId);
  }
}
