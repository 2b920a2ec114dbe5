import { randomInt } from "node:crypto";

import { WebSocket } from "ws";

import type { AppState } from "./apps.ts";
import type { Subscriber } from "./channel-registry.ts";
import { errorFrame } from "./protocol.ts";

const CLIENT_EVENTS_PER_SECOND = 10;
// pusher-js under Node (faye) never ends the TCP connection after a server's close frame, and ws
// would wait 30 s for it. The close code is sent by then; the rest is only the socket.
const CLOSE_GRACE_MS = 1000;

/** One pusher-js connection: its id, its subscriptions, who signed in on it, and when it was last heard from. */
export class PusherConnection implements Subscriber {
  readonly channels = new Set<string>();
  userId: string | undefined;
  lastHeardAt = Date.now();
  pingSentAt: number | undefined;
  private clientEventWindow = { startedAt: 0, count: 0 };
  private isReleased = false;

  /** Closed by either side: frames still arriving from it are ignored. */
  get isClosed(): boolean {
    return this.isReleased;
  }

  constructor(
    readonly socketId: string,
    readonly appState: AppState,
    private readonly socket: WebSocket,
    private readonly onRelease: (connection: PusherConnection) => void,
  ) {}

  send(frame: string): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(frame);
  }

  /** pusher-js reads the code from the pusher:error as well as from the close frame. */
  close(code: number, message: string): void {
    if (this.isReleased) return;
    this.send(errorFrame(code, message));
    this.socket.close(code, message);
    setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
    this.release();
  }

  /** Leaves every channel (presence members hear of it) and the app's connections, once. */
  release(): void {
    if (this.isReleased) return;
    this.isReleased = true;
    this.onRelease(this);
  }

  heardFrom(): void {
    this.lastHeardAt = Date.now();
    this.pingSentAt = undefined;
  }

  /** Hosted Pusher's limit: 10 client events per second and connection. */
  mayTriggerClientEvent(now = Date.now()): boolean {
    if (now - this.clientEventWindow.startedAt >= 1000) this.clientEventWindow = { startedAt: now, count: 0 };
    this.clientEventWindow.count += 1;
    return this.clientEventWindow.count <= CLIENT_EVENTS_PER_SECOND;
  }
}

/** `digits.digits`: the `pusher` package refuses any other socket id in authorizeChannel and trigger. */
export const SOCKET_ID_FORMAT = /^\d+\.\d+$/;

export function newSocketId(isTaken: (socketId: string) => boolean): string {
  for (;;) {
    const socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
    if (!isTaken(socketId)) return socketId;
  }
}
