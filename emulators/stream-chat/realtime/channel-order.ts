/**
 * A channel's announcements (messages new, updated and deleted, reactions, reads), one after
 * another in the order they were asked for. Each reads state
 * before it sends (the recipients' unread totals, the channel for a notification), so two messages
 * sent at once could otherwise reach a socket in either order, and a member told "2 unread" and
 * then "1" would keep 1. Stream delivers a channel's events in order; so do we, per server.
 */
export class ChannelOrder {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(cid: string, announce: () => Promise<T>): Promise<T> {
    const done = (this.tails.get(cid) ?? Promise.resolve()).then(announce);
    // A failed announcement must not hold back the channel's next one.
    const tail = done.then(() => undefined, () => undefined);
    this.tails.set(cid, tail);
    void tail.then(() => {
      if (this.tails.get(cid) === tail) this.tails.delete(cid);
    });
    return done;
  }
}
