import type { WebSocket } from "ws";

import { ChannelOrder } from "./channel-order.ts";

export type Connection = { id: string; userId: string; socket: WebSocket; watching: ReadonlySet<string> };

export type StreamEvent = Record<string, unknown> & { type: string };

const none: ReadonlySet<Connection> = new Set();

/**
 * Open sockets, who they belong to and which channels each one watches. In memory: sockets die
 * with the process. Indexed by user and by watched channel: a message's fan-out looks up a
 * hundred members among thousands of sockets, and a scan of them all per member was most of it.
 */
export class ConnectionHub {
  private readonly connections = new Map<string, Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly byChannel = new Map<string, Set<Connection>>();
  /** Set while the emulator stops: disconnects then need no presence bookkeeping. */
  isShuttingDown = false;
  /** Announcements that read state go out in each channel's order (realtime/channel-order.ts). */
  readonly channelOrder = new ChannelOrder();

  add(connection: Connection) {
    this.connections.set(connection.id, connection);
    addTo(this.byUser, connection.userId, connection);
    for (const cid of connection.watching) addTo(this.byChannel, cid, connection);
  }

  remove(id: string) {
    const connection = this.connections.get(id);
    if (!connection) return undefined;
    this.connections.delete(id);
    removeFrom(this.byUser, connection.userId, connection);
    for (const cid of connection.watching) removeFrom(this.byChannel, cid, connection);
    return connection;
  }

  /** Whether the connection started watching `cid` (false when it already did). */
  watch(connection: Connection, cid: string): boolean {
    if (connection.watching.has(cid)) return false;
    (connection.watching as Set<string>).add(cid);
    if (this.connections.get(connection.id) === connection) addTo(this.byChannel, cid, connection);
    return true;
  }

  /** Whether the connection stopped watching `cid` (false when it did not watch it). */
  unwatch(connection: Connection, cid: string): boolean {
    if (!(connection.watching as Set<string>).delete(cid)) return false;
    removeFrom(this.byChannel, cid, connection);
    return true;
  }

  get(id: string | undefined) {
    return id ? this.connections.get(id) : undefined;
  }

  all() {
    return [...this.connections.values()];
  }

  get size() {
    return this.connections.size;
  }

  ofUser(userId: string): Connection[] {
    return [...(this.byUser.get(userId) ?? none)];
  }

  isOnline(userId: string) {
    return this.byUser.has(userId);
  }

  watchersOf(cid: string): Connection[] {
    return [...(this.byChannel.get(cid) ?? none)];
  }

  watchingUserIds(cid: string) {
    return [...new Set(this.watchersOf(cid).map((connection) => connection.userId))];
  }

  /** Text frames only: browsers drop binary frames the SDK would receive as Blobs. */
  send(connection: Connection, event: StreamEvent) {
    this.sendText(connection, JSON.stringify(event));
  }

  /** An event serialised once for many sockets. */
  sendText(connection: Connection, text: string) {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(text);
  }

  sendToUser(userId: string, event: StreamEvent) {
    const text = JSON.stringify(event);
    for (const connection of this.byUser.get(userId) ?? none) this.sendText(connection, text);
  }

  sendToWatchers(cid: string, event: StreamEvent, except?: string) {
    const text = JSON.stringify(event);
    for (const connection of this.byChannel.get(cid) ?? none) if (connection.id !== except) this.sendText(connection, text);
  }

  /**
   * The event `build` makes, sent to the channel's watchers after its earlier announcements; built
   * in its turn, so that it reads the state they left.
   */
  announceToWatchers(cid: string, build: () => StreamEvent | Promise<StreamEvent>): Promise<void> {
    return this.channelOrder.run(cid, async () => this.sendToWatchers(cid, await build()));
  }
}

function addTo(index: Map<string, Set<Connection>>, key: string, connection: Connection) {
  const set = index.get(key);
  if (set) set.add(connection);
  else index.set(key, new Set([connection]));
}

function removeFrom(index: Map<string, Set<Connection>>, key: string, connection: Connection) {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
}
