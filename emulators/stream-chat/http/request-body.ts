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
 * For a refused body: answer and close the connection. The bytes still on their way are dropped
 * unread, up to a bound; past it the socket is destroyed, so nothing can keep the server busy.
 */
export function closeAfterRefusal(request: IncomingMessage, response: ServerResponse) {
  response.setHeader("connection", "close");
  let discarded = 0;
  request.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_AFTER_REFUSAL_BYTES) request.socket.destroy();
  });
  request.resume();
}
