/**
 * One share of `npm run bench:stream-chat`'s user clients (the real `stream-chat` SDK), in a worker
 * thread so that the clients' own work (parsing frames, updating channel state) does not queue
 * behind the main thread. Times are absolute high-resolution stamps, comparable across threads
 * and with the send stamp that travels in each message (`sent_at`).
 *
 * Messages from the main thread: {type: "send", count, intervalMs, cid} sends `count` messages from
 * this share's clients in turn, one every `intervalMs`; {type: "query", concurrency} runs one
 * queryChannels per client, `concurrency` at a time (closed loop: as fast as answers come back);
 * {type: "query", intervalMs} starts one per client every `intervalMs` whatever the answers do (open
 * loop: a fixed arrival rate, as users opening their chat lists); {type: "stop"} disconnects everyone.
 */
import { parentPort, workerData } from "node:worker_threads";

import { StreamChat, type Channel, type Event } from "stream-chat";

export type WorkerSetup = { apiKey: string; apiSecret: string; baseURL: string; userIds: string[]; watchCid?: string };
export type WorkerReport =
  | { type: "ready"; connectMs: number[] }
  | { type: "sent"; sent: number; failed: number }
  | { type: "receipts"; latencies: number[] }
  | { type: "queried"; latencies: number[]; serverMs: number[]; channelCounts: number[]; failed: number };

const { apiKey, apiSecret, baseURL, userIds, watchCid } = workerData as WorkerSetup;
const now = () => performance.timeOrigin + performance.now();
const post = (report: WorkerReport) => parentPort!.postMessage(report);
const tokens = new StreamChat(apiKey, apiSecret);
const CONNECT_CONCURRENCY = 10;

const clients: StreamChat[] = [];
const watched: Channel[] = [];
const latencies: number[] = [];

async function inBatches<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const connectMs: number[] = [];
await inBatches(userIds, CONNECT_CONCURRENCY, async (userId) => {
  const client = new StreamChat(apiKey, { baseURL, allowServerSideConnect: true, timeout: 15_000 });
  const started = performance.now();
  await client.connectUser({ id: userId }, tokens.createToken(userId));
  connectMs.push(performance.now() - started);
  clients.push(client);
  recordServerTime(client);
  if (!watchCid) return;
  const [type, id] = watchCid.split(":") as [string, string];
  const channel = client.channel(type, id);
  await channel.watch({ messages: { limit: 1 } });
  watched.push(channel);
  channel.on("message.new", (event: Event) => {
    const sentAt = (event.message as { sent_at?: number } | undefined)?.sent_at;
    if (typeof sentAt === "number" && event.user?.id !== userId) latencies.push(now() - sentAt);
  });
});
post({ type: "ready", connectMs });

async function sendMessages(count: number, intervalMs: number) {
  let sent = 0;
  let failed = 0;
  const pending: Promise<void>[] = [];
  for (let index = 0; index < count; index += 1) {
    const channel = watched[index % watched.length]!;
    pending.push(
      channel.sendMessage({ text: `bench message ${index}`, sent_at: now() } as never).then(
        () => void (sent += 1),
        () => void (failed += 1),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  await Promise.all(pending);
  post({ type: "sent", sent, failed });
}

/** The emulator's own time for each POST /channels, from the `duration` it reports in every answer. */
const serverMs: number[] = [];
function recordServerTime(client: StreamChat) {
  client.axiosInstance.interceptors.response.use((response) => {
    const duration = (response.data as { duration?: string } | undefined)?.duration;
    if (response.config.url?.endsWith("/channels") && duration) serverMs.push(Number.parseFloat(duration));
    return response;
  });
}

async function queryChannels({ concurrency, intervalMs }: { concurrency?: number; intervalMs?: number }) {
  const queried: number[] = [];
  const channelCounts: number[] = [];
  let failed = 0;
  const query = async (client: StreamChat) => {
    const started = performance.now();
    try {
      const channels = await client.queryChannels({ members: { $in: [client.userID!] } }, { last_message_at: -1 }, { limit: 10, watch: true, state: true });
      queried.push(performance.now() - started);
      channelCounts.push(channels.length);
    } catch {
      failed += 1;
    }
  };
  if (intervalMs === undefined) await inBatches(clients, concurrency ?? 1, query);
  else {
    const pending: Promise<void>[] = [];
    for (const client of clients) {
      pending.push(query(client));
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    await Promise.all(pending);
  }
  post({ type: "queried", latencies: queried, serverMs: serverMs.splice(0), channelCounts, failed });
}

parentPort!.on("message", (message: { type: string; count?: number; intervalMs?: number; concurrency?: number }) => {
  if (message.type === "send") void sendMessages(message.count!, message.intervalMs!);
  else if (message.type === "receipts") post({ type: "receipts", latencies: latencies.splice(0) });
  else if (message.type === "query") void queryChannels(message);
  else if (message.type === "stop") {
    void Promise.all(clients.map((client) => client.disconnectUser())).finally(() => parentPort!.close());
  }
});
