import type { AppDirectory } from "./apps.ts";
import type { EventLog } from "./event-log.ts";

/** What the WebSocket side and the HTTP side of the emulator share. */
export type EmulatorContext = {
  apps: AppDirectory;
  eventLog: EventLog;
  /** Seconds of silence before the server pings a connection; sent to pusher-js in the handshake. */
  activityTimeoutSeconds: number;
  /** Seconds a pinged connection has to answer before it is closed with 4201. */
  pongTimeoutSeconds: number;
};
