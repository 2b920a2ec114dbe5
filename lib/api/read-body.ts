import { AppError } from "@/lib/errors";

/**
 * A request's body as bytes, never holding more than `maxBytes`: a declared Content-Length above
 * it is refused before a byte is read, and a body without one (chunked) is cut off, its stream
 * cancelled, as soon as it passes the limit; `tooLarge()` is thrown either way. A body that breaks
 * off mid-way (the client closed the connection: Node's "aborted", ECONNRESET) is the client's
 * doing, so it is a 400 body_incomplete rather than a 500 logged as our fault.
 */
export async function readBodyBytes(request: Request, maxBytes: number, tooLarge: () => AppError): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length")?.trim();
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((cause: unknown) => {
      throw new AppError("body_incomplete", { message: "The request body ended before it was complete.", cause });
    });
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
