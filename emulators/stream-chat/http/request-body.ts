import type { IncomingMessage, ServerResponse } from "node:http";

import { payloadTooBig } from "../errors.ts";

/** After a 413 the rest of the body is read and dropped up to this much, so the client sees the answer, then the socket goes. */
const DISCARD_AFTER_REFUSAL_BYTES = 4 * 1024 * 1024;

const tooBig = (limitBytes: number) => payloadTooBig(`payload too big: the request body is over the limit of ${limitBytes} bytes`);

/**
 * Reads the body, refusing it as soon as it is known to be larger than `limitBytes`: from its
 * content-length before reading anything, or from the bytes received so far.
 */
export function readBodyWithin(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.reject(tooBig(limitBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onError);
    };
    // Not `for await`: leaving that loop early destroys the socket before the 413 can be sent.
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        stop();
        reject(tooBig(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", onError);
  });
}

/**
 * For a refused body: the answer waits until the rest of the body has arrived (read and dropped),
 * so a client still sending gets the 413 rather than a broken pipe; then the connection closes. A
 * body whose rest is over a bound (announced or received) is answered at once and the socket goes,
 * so nothing can keep the server busy.
 */
export function drainAfterRefusal(request: IncomingMessage, response: ServerResponse): Promise<void> {
  response.setHeader("connection", "close");
  if (request.complete) return Promise.resolve();
  const closeSocket = () => response.once("finish", () => request.socket.destroy());
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > DISCARD_AFTER_REFUSAL_BYTES) {
    closeSocket();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let discarded = 0;
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded <= DISCARD_AFTER_REFUSAL_BYTES) return;
      request.off("data", onData);
      closeSocket();
      resolve();
    };
    request.on("data", onData);
    request.once("end", () => resolve());
    request.once("error", () => resolve());
    request.resume();
  });
}
