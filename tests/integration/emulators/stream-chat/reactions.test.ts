import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Channel, ReactionResponse, StreamChat } from "stream-chat";

import { eventually } from "@/tests/support/eventually";

import { errorCodeOf, startHarness, type Harness } from "./emulator-harness";

const PRODUCT_TYPES = ["like", "angry", "love", "haha", "wow", "sad"];
const REACTORS = 320;
/** Fan i reacts with PRODUCT_TYPES[i % 6], so "love" (index 2) comes from fans 2, 8, 14, ... */
/** Reactions are sent in concurrent batches, so order is only known from one batch to the next. */
const BATCH = 40;
const fanNumber = (userId: string | undefined) => Number(userId?.replace("react-fan-", "") ?? NaN);
const LOVES = Array.from({ length: REACTORS }, (_, index) => index).filter((index) => index % 6 === 2).length;

describe("Stream Chat emulator: reaction types and paging", () => {
  let harness: Harness;
  let author: StreamChat;
  let authorChannel: Channel;
  let popularId: string;

  beforeAll(async () => {
    harness = await startHarness();
    author = await harness.connect("react-author", "Ada");
    await harness.server.channel("messaging", "react-room", { created_by_id: "react-author", members: ["react-author"] } as never).create();
    authorChannel = author.channel("messaging", "react-room");
    await authorChannel.watch();
    popularId = (await authorChannel.sendMessage({ text: "We are hiring!" })).message.id;
    await harness.server.upsertUsers(Array.from({ length: REACTORS }, (_, index) => ({ id: `react-fan-${index}`, name: `Fan ${index}` })));
    const serverChannel = harness.server.channel("messaging", "react-room");
    for (let start = 0; start < REACTORS; start += BATCH) {
      await Promise.all(
        Array.from({ length: Math.min(BATCH, REACTORS - start) }, (_, offset) => {
          const index = start + offset;
          return serverChannel.sendReaction(popularId, { type: PRODUCT_TYPES[index % 6] as string, user_id: `react-fan-${index}` });
        }),
      );
    }
  }, 60_000);

  afterAll(async () => {
    await harness.close();
  });

  it("accepts the product's six types and refuses any other with code 4, storing nothing", async () => {
    const { message } = await authorChannel.sendMessage({ text: "react to me" });
    for (const type of PRODUCT_TYPES) await authorChannel.sendReaction(message.id, { type });
    expect(await errorCodeOf(authorChannel.sendReaction(message.id, { type: "thumbsup" }))).toBe(4);
    const { message: stored } = await author.getMessage(message.id);
    expect(Object.keys(stored.reaction_counts ?? {}).sort()).toEqual([...PRODUCT_TYPES].sort());
    expect(stored.own_reactions?.map((reaction) => reaction.type).sort()).toEqual([...PRODUCT_TYPES].sort());
  });

  it("tells a watcher of reactions sent at once with counts that never go back, the last with them all", async () => {
    const { message } = await authorChannel.sendMessage({ text: "react all at once" });
    const totals: number[] = [];
    const subscription = author.on("reaction.new", (event) => {
      if (event.message?.id === message.id) totals.push(Object.values(event.message.reaction_counts ?? {}).reduce((sum, count) => sum + count, 0));
    });
    try {
      const serverChannel = harness.server.channel("messaging", "react-room");
      await Promise.all(Array.from({ length: 12 }, (_, index) => serverChannel.sendReaction(message.id, { type: "love", user_id: `react-fan-${index}` })));
      await eventually(() => expect(totals).toHaveLength(12));
      // The SDK keeps the counts of the last event: an older one arriving last would undo others.
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(totals.at(-1)).toBe(12);
      expect(authorChannel.state.findMessage(message.id)?.reaction_counts?.love).toBe(12);
    } finally {
      subscription.unsubscribe();
    }
  });

  it("counts every reaction on the message and keeps the newest ten as latest_reactions", async () => {
    const { message } = await author.getMessage(popularId);
    expect(Object.values(message.reaction_counts ?? {}).reduce((sum, count) => sum + count, 0)).toBe(REACTORS);
    expect(message.reaction_groups?.love?.count).toBe(LOVES);
    expect(message.latest_reactions).toHaveLength(10);
    expect(fanNumber(message.latest_reactions?.[0]?.user_id)).toBeGreaterThanOrEqual(REACTORS - BATCH);
  });

  it("pages getReactions with limit (10 by default, at most 300) and offset", async () => {
    expect((await authorChannel.getReactions(popularId, {})).reactions).toHaveLength(10);
    const first = (await authorChannel.getReactions(popularId, { limit: 300 })).reactions;
    const rest = (await authorChannel.getReactions(popularId, { limit: 300, offset: 300 })).reactions;
    expect(first).toHaveLength(300);
    expect(rest).toHaveLength(REACTORS - 300);
    expect(new Set([...first, ...rest].map((reaction) => reaction.user_id)).size).toBe(REACTORS);
    expect(first[0]).toMatchObject({ message_id: popularId, score: 1, user: { id: first[0]?.user_id, name: expect.stringMatching(/^Fan /) } });
    expect(fanNumber(first[0]?.user_id)).toBeGreaterThanOrEqual(REACTORS - BATCH);
    expect(fanNumber(rest.at(-1)?.user_id)).toBeLessThan(BATCH);
    expect(await errorCodeOf(authorChannel.getReactions(popularId, { limit: 301 }))).toBe(4);
    expect(await errorCodeOf(authorChannel.getReactions(popularId, { offset: -1 }))).toBe(4);
  });

  it("pages queryReactions with its next cursor and filters on type and user_id", async () => {
    const seen: ReactionResponse[] = [];
    let next: string | undefined;
    let pages = 0;
    do {
      const page = await author.queryReactions(popularId, {}, [{ created_at: -1 }], { limit: 100, ...(next && { next }) });
      seen.push(...page.reactions);
      next = page.next;
      pages += 1;
    } while (next && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen.map((reaction) => reaction.user_id)).size).toBe(REACTORS);

    const loves = await author.queryReactions(popularId, { type: "love" }, [], { limit: 300 });
    expect(loves.reactions.every((reaction) => reaction.type === "love")).toBe(true);
    expect(loves.reactions).toHaveLength(LOVES);
    expect(loves.next).toBeUndefined();
    const one = await author.queryReactions(popularId, { user_id: "react-fan-7" }, [], {});
    expect(one.reactions.map((reaction) => [reaction.user_id, reaction.type])).toEqual([["react-fan-7", "angry"]]);
    expect(await errorCodeOf(author.queryReactions(popularId, {}, [], { limit: 301 }))).toBe(4);
  });

  it("takes another set of types from the emulator's reactionTypes option", async () => {
    const custom = await startHarness({ reactionTypes: ["thumbsup", "like"] });
    try {
      const user = await custom.connect("react-custom", "Cus");
      const channel = user.channel("messaging", "react-custom-room", { members: ["react-custom"] } as never);
      await channel.create();
      const { message } = await channel.sendMessage({ text: "custom types" });
      await channel.sendReaction(message.id, { type: "thumbsup" });
      expect(await errorCodeOf(channel.sendReaction(message.id, { type: "love" }))).toBe(4);
    } finally {
      await custom.close();
    }
  });
});
