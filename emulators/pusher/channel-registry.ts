/** A presence channel member as the app signed it: `user_info` is whatever the app put there. */
export type PresenceMember = { user_id: string; user_info?: unknown };

/** What the registry needs of a connection: its id, to exclude it, and a way to send it a frame. */
export type Subscriber = { socketId: string; send(frame: string): void };

export type Subscription = { subscriber: Subscriber; member?: PresenceMember };

/**
 * Who is subscribed to which channel, for one app. Presence membership is per user, not per
 * socket: a user with two tabs is one member, added with the first socket and removed with the last.
 */
export class ChannelRegistry {
  private readonly channels = new Map<string, Map<string, Subscription>>();

  subscribe(channel: string, subscriber: Subscriber, member?: PresenceMember): { isNewMember: boolean } {
    let subscriptions = this.channels.get(channel);
    if (!subscriptions) {
      subscriptions = new Map();
      this.channels.set(channel, subscriptions);
    }
    const isNewMember = member !== undefined && !this.hasUser(subscriptions, member.user_id);
    subscriptions.set(subscriber.socketId, { subscriber, member });
    return { isNewMember };
  }

  /** `departedMember` is set when the user's last socket left the channel. */
  unsubscribe(channel: string, socketId: string): { departedMember?: PresenceMember } {
    const subscriptions = this.channels.get(channel);
    const subscription = subscriptions?.get(socketId);
    if (!subscriptions || !subscription) return {};
    subscriptions.delete(socketId);
    if (subscriptions.size === 0) this.channels.delete(channel);
    const member = subscription.member;
    if (member && !this.hasUser(subscriptions, member.user_id)) return { departedMember: member };
    return {};
  }

  isSubscribed(channel: string, socketId: string): boolean {
    return this.channels.get(channel)?.has(socketId) ?? false;
  }

  subscriptionsOf(channel: string): Subscription[] {
    return [...(this.channels.get(channel)?.values() ?? [])];
  }

  subscriptionCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** user_id to user_info, in the order users joined; a user's first socket speaks for them. */
  members(channel: string): Map<string, unknown> {
    const members = new Map<string, unknown>();
    for (const { member } of this.channels.get(channel)?.values() ?? []) {
      if (member && !members.has(member.user_id)) members.set(member.user_id, member.user_info);
    }
    return members;
  }

  occupiedChannels(): string[] {
    return [...this.channels.keys()];
  }

  private hasUser(subscriptions: Map<string, Subscription>, userId: string): boolean {
    for (const { member } of subscriptions.values()) if (member?.user_id === userId) return true;
    return false;
  }
}
