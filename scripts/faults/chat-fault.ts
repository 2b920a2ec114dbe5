/**
 * The Stream Chat emulator SIGKILLed while two real stream-chat clients talk, and started again on
 * the same port and database: both clients reconnect by themselves (the SDK's own backoff), every
 * message the server acknowledged is still there afterwards, and the reader receives live every
 * message acknowledged once it is back.
 */
import { setTimeout as sleep } from "node:timers/promises";

import { StreamChat } from "stream-chat";

import { LOCAL_STREAM_APP } from "../support/stream-chat-emulator.ts";
import type { FaultStack } from "./stack.ts";
import { now } from "./write-load.ts";

/** The SDK's reconnection backoff grows by about 2 s a failure: a few seconds' outage is back within this. */
export const CHAT_RECONNECT_BUDGET_MS = 15_000;

type Sent = { id: string; startedAt: number; endedAt: number; acknowledged: boolean; error: string | null };

export async function runChatFault(stack: FaultStack, log: (line: string) => void, timing = { warmMs: 2_000, downMs: 3_000, afterMs: 8_000 }) {
  const emulator = stack.emulators["stream-chat"];
  const run = `fault-${process.pid}-${Date.now().toString(36)}`;
  const server = new StreamChat(LOCAL_STREAM_APP.key, LOCAL_STREAM_APP.secret, { baseURL: emulator.url });
  const [senderId, readerId] = [`${run}-sender`, `${run}-reader`];
  await server.upsertUsers([{ id: senderId, name: "Fault sender" }, { id: readerId, name: "Fault reader" }]);
  await server.channel("messaging", run, { members: [senderId, readerId], created_by_id: senderId }).create();

  const connect = async (userId: string) => {
    const client = new StreamChat(LOCAL_STREAM_APP.key, { baseURL: emulator.url, timeout: 3_000, allowServerSideConnect: true });
    await client.connectUser({ id: userId }, server.createToken(userId));
    const onlineAt: number[] = [];
    client.on("connection.changed", (event) => {
      if (event.online) onlineAt.push(now());
    });
    const channel = client.channel("messaging", run);
    await channel.watch();
    return { client, channel, onlineAt };
  };
  const sender = await connect(senderId);
  const reader = await connect(readerId);
  const received = new Map<string, number>();
  reader.channel.on("message.new", (event) => {
    if (event.message?.id) received.set(event.message.id, now());
  });

  const sent: Sent[] = [];
  let isStopped = false;
  const sending = (async () => {
    for (let sequence = 0; !isStopped; sequence += 1) {
      const id = `${run}-${sequence}`;
      const startedAt = now();
      try {
        await sender.channel.sendMessage({ id, text: `Message ${sequence}` });
        sent.push({ id, startedAt, endedAt: now(), acknowledged: true, error: null });
      } catch (error) {
        sent.push({ id, startedAt, endedAt: now(), acknowledged: false, error: error instanceof Error ? error.message : String(error) });
      }
      await sleep(50);
    }
  })();

  await sleep(timing.warmMs);
  const downAt = now();
  await emulator.kill();
  log(`stream-chat emulator SIGKILLed after ${sent.length} messages`);
  await sleep(timing.downMs);
  await emulator.start();
  const upAt = now();
  log(`stream-chat emulator started again on ${emulator.url}`);
  await sleep(timing.afterMs);
  isStopped = true;
  await sending;
  await sleep(500);

  const reconnectedAt = (onlineAt: number[]) => onlineAt.find((at) => at >= upAt) ?? null;
  const [senderBack, readerBack] = [reconnectedAt(sender.onlineAt), reconnectedAt(reader.onlineAt)];
  const acknowledged = sent.filter((message) => message.acknowledged);
  const missing: string[] = [];
  for (let index = 0; index < acknowledged.length; index += 20) {
    const batch = acknowledged.slice(index, index + 20);
    const found = await Promise.all(batch.map((message) => server.getMessage(message.id).then(() => true, () => false)));
    batch.forEach((message, position) => {
      if (!found[position]) missing.push(message.id);
    });
  }
  // Live delivery once the reader is back: every message acknowledged after that reached it.
  const liveExpected = readerBack === null ? [] : acknowledged.filter((message) => message.startedAt > readerBack + 200);
  const notDelivered = liveExpected.filter((message) => !received.has(message.id));
  const afterReturn = sent.filter((message) => message.startedAt >= upAt);
  const firstAcknowledgedAfterReturn = afterReturn.find((message) => message.acknowledged);

  await Promise.all([sender.client.disconnectUser(), reader.client.disconnectUser()]);

  const failures: string[] = [];
  if (sent.filter((message) => message.startedAt > downAt && message.endedAt < upAt).length === 0) failures.push("no message was sent while the chat server was down");
  for (const [who, back] of [["sender", senderBack], ["reader", readerBack]] as const) {
    if (back === null || back - upAt > CHAT_RECONNECT_BUDGET_MS) failures.push(`the ${who}'s client did not reconnect within ${CHAT_RECONNECT_BUDGET_MS / 1000} s of the server's return`);
  }
  if (missing.length > 0) failures.push(`${missing.length} acknowledged messages are lost: ${missing.slice(0, 5).join(", ")}`);
  if (liveExpected.length === 0) failures.push("no message was acknowledged after the reader reconnected");
  if (notDelivered.length > 0) failures.push(`${notDelivered.length} messages acknowledged after the reader reconnected never reached it live`);
  return {
    failures,
    figures: {
      "messages sent": sent.length,
      "refused while down (not acknowledged)": sent.filter((message) => !message.acknowledged).length,
      "sender reconnected after": senderBack === null ? "never" : `${Math.round(senderBack - upAt)} ms`,
      "reader reconnected after": readerBack === null ? "never" : `${Math.round(readerBack - upAt)} ms`,
      "first message acknowledged after the return": firstAcknowledgedAfterReturn ? `${Math.round(firstAcknowledgedAfterReturn.endedAt - upAt)} ms` : "never",
      "acknowledged messages checked on the server": acknowledged.length,
      "acknowledged messages lost": missing.length,
      "delivered live after reconnecting": `${liveExpected.length - notDelivered.length}/${liveExpected.length}`,
    },
  };
}
