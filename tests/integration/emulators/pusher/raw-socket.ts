import { WebSocket } from "ws";

import type { PusherEmulator } from "@/emulators/pusher/server";

export type Frame = { event: string; channel?: string; data?: unknown };

/**
 * A bare WebSocket client: it sees the frames and close codes pusher-js hides, and answers
 * nothing by itself (not even pings), which is what a dead browser tab looks like.
 */
export class RawSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly socket: WebSocket;
  private waiters: { accepts: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];

  constructor(emulator: PusherEmulator, path: string) {
    this.socket = new WebSocket(`ws://127.0.0.1:${emulator.port}${path}`);
    this.socket.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      this.frames.push(frame);
      for (const waiter of this.waiters.filter((candidate) => candidate.accepts(frame))) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    });
    this.closed = new Promise((resolve) => this.socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  send(frame: object): void {
    this.socket.send(JSON.stringify(frame));
  }

  sendText(text: string): void {
    this.socket.send(text);
  }

  /** The first frame for `event`, already received or still to come. */
  frame(event: string, timeoutMs = 5000): Promise<Frame> {
    const seen = this.frames.find((frame) => frame.event === event);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${event}`)), timeoutMs);
      this.waiters.push({
        accepts: (frame) => frame.event === event,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  }

  close(): void {
    this.socket.terminate();
  }
}

/** connection_established carries its data as a JSON string. */
export function handshakeOf(frame: Frame): { socket_id: string; activity_timeout: number } {
  return JSON.parse(frame.data as string) as { socket_id: string; activity_timeout: number };
}
