import type { WebSocket } from "ws";

export type Connection = { id: string; userId: string; socket: WebSocket; watching: Set<string> };

export type StreamEvent = Record<string, unknown> & { type: string };

/** Open sockets, who they belong to and which channels each one watches. In memory: sockets die with the process. */
export class ConnectionHub {
  private readonly connections = new Map<string, Connection>();
  /** Set while the emulator stops: disconnects then need no presence bookkeeping. */
  isShuttingDown = false;

  add(connection: Connection) {
    this.connections.set(connection.id, connection);
  }

  remove(id: string) {
    const connection = this.connections.get(id);
    this.connections.delete(id);
    return connection;
  }

  get(id: string | undefined) {
    return id ? this.connections.get(id) : undefined;
  }

  all() {
    return [...this.connections.values()];
  }

  ofUser(userId: string) {
    return this.all().filter((connection) => connection.userId === userId);
  }

  isOnline(userId: string) {
    return this.all().some((connection) => connection.userId === userId);
  }

  watchersOf(cid: string) {
    return this.all().filter((connection) => connection.watching.has(cid));
  }

  watchingUserIds(cid: string) {
    return [...new Set(this.watchersOf(cid).map((connection) => connection.userId))];
  }

  /** Text frames only: browsers drop binary frames the SDK would receive as Blobs. */
  send(connection: Connection, event: StreamEvent) {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(event));
  }

  sendToUser(userId: string, event: StreamEvent) {
    for (const connection of this.ofUser(userId)) this.send(connection, event);
  }

  sendToWatchers(cid: string, event: StreamEvent, except?: string) {
    for (const connection of this.watchersOf(cid)) if (connection.id !== except) this.send(connection, event);
  }
}
