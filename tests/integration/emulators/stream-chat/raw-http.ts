import { request } from "node:http";

import WebSocket from "ws";

export type PartialBodyResult = { status: number; body: Record<string, unknown>; bytesSent: number };

/**
 * Streams a body in chunks and stops as soon as the server answers, to see whether the server
 * refuses a large body early instead of reading all of it. Gives up after `maxBytes`.
 */
export function streamBodyUntilAnswered(url: string, options: { method?: string; headers: Record<string, string>; chunkBytes?: number; maxBytes: number }): Promise<PartialBodyResult> {
  const chunk = Buffer.alloc(options.chunkBytes ?? 64 * 1024, "a");
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let isAnswered = false;
    const outgoing = request(url, { method: options.method ?? "POST", headers: options.headers }, (response) => {
      isAnswered = true;
      const chunks: Buffer[] = [];
      response.on("data", (data: Buffer) => chunks.push(data));
      response.on("end", () => {
        outgoing.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>, bytesSent });
      });
    });
    // The server closes the connection after refusing; writes racing with that may fail harmlessly.
    outgoing.on("error", (error) => {
      if (!isAnswered) reject(error);
    });
    const writeMore = () => {
      if (isAnswered || outgoing.destroyed) return;
      if (bytesSent >= options.maxBytes) {
        outgoing.end();
        return;
      }
      bytesSent += chunk.length;
      if (outgoing.write(chunk)) setImmediate(writeMore);
      else outgoing.once("drain", writeMore);
    };
    writeMore();
  });
}

export type SocketOutcome = { firstFrame: Record<string, unknown>; closeCode: number };

/** Opens /connect with the given query, as the SDK would, and reports the first frame and how the socket closed. */
export function connectRawSocket(emulatorUrl: string, query: Record<string, string>): Promise<SocketOutcome> {
  const url = `${emulatorUrl.replace(/^http/, "ws")}/connect?${new URLSearchParams(query).toString()}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    let firstFrame: Record<string, unknown> | undefined;
    socket.on("message", (data) => {
      firstFrame ??= JSON.parse(String(data)) as Record<string, unknown>;
    });
    socket.on("close", (code) => {
      if (firstFrame) resolve({ firstFrame, closeCode: code });
      else reject(new Error(`socket closed with ${code} before any frame`));
    });
    socket.on("error", (error) => {
      if (!firstFrame) reject(error);
    });
  });
}
