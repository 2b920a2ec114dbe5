import { spawn, type ChildProcess } from "node:child_process";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { StreamChat, type Channel } from "stream-chat";

import { freePort } from "@/scripts/support/free-port";

import { API_KEY, API_SECRET, databaseUrl, nextEvent, userClient } from "./emulator-harness";

const CLIENTS = 10;
const CHANNEL_ID = "durability-room";
const ACKNOWLEDGED_BEFORE_KILL = 100;

/** The emulator as its own process, as it runs beside the app, so that it can be killed outright. */
async function startEmulatorProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "emulators/stream-chat/main.ts"], {
    env: { ...process.env, STREAM_API_KEY: API_KEY, STREAM_API_SECRET: API_SECRET, STREAM_EMULATOR_PORT: String(port), DATABASE_URL: databaseUrl() },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve();
    });
    child.once("exit", (code, signal) => reject(new Error(`the emulator exited (${code ?? signal}) before listening`)));
  });
  return child;
}

async function killOutright(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/** Every message of the channel, oldest first, paged the way a backend would. */
async function allMessageIds(server: StreamChat): Promise<string[]> {
  const ids: string[] = [];
  let oldest: string | undefined;
  for (;;) {
    const channel = server.channel("messaging", CHANNEL_ID);
    const state = await channel.query({ messages: { limit: 300, ...(oldest && { id_lt: oldest }) } });
    ids.unshift(...state.messages.map((message) => message.id));
    if (state.messages.length < 300) return ids;
    oldest = state.messages[0]!.id;
  }
}

describe("Stream Chat emulator: killed under load", () => {
  let port: number;
  let emulator: ChildProcess;
  let server: StreamChat;
  const clients: StreamChat[] = [];
  const channels: Channel[] = [];
  const userIds = Array.from({ length: CLIENTS }, (_, index) => `durable-${index}`);

  beforeAll(async () => {
    port = await freePort();
    emulator = await startEmulatorProcess(port);
    const baseURL = `http://127.0.0.1:${port}`;
    server = new StreamChat(API_KEY, API_SECRET, { baseURL, timeout: 10_000 });
    await server.upsertUsers(userIds.map((id) => ({ id, name: id })));
    await server.channel("messaging", CHANNEL_ID, { created_by_id: userIds[0], members: userIds } as never).create();
    for (const userId of userIds) {
      const client = userClient(baseURL);
      await client.connectUser({ id: userId }, server.createToken(userId));
      const channel = client.channel("messaging", CHANNEL_ID);
      await channel.watch();
      clients.push(client);
      channels.push(channel);
    }
  });

  afterAll(async () => {
    for (const client of clients) await client.disconnectUser();
    await killOutright(emulator);
  });

  it("loses no acknowledged message, and every client recovers and can send again", async () => {
    const acknowledged: string[] = [];
    const rejected: string[] = [];
    let isLoading = true;
    // Every client sends one message after another, as fast as the emulator answers, until told to stop.
    const load = channels.map(async (channel, index) => {
      for (let count = 0; isLoading; count += 1) {
        const id = `${userIds[index]}-${count}`;
        try {
          const { message } = await channel.sendMessage({ id, text: `message ${count} from ${userIds[index]}` });
          expect(message.id).toBe(id);
          acknowledged.push(id);
        } catch {
          rejected.push(id);
        }
      }
    });

    const recoveries = Promise.all(clients.map((client) => nextEvent(client, "connection.recovered", () => true, 25_000)));
    recoveries.catch(() => {});
    try {
      const deadline = Date.now() + 10_000;
      while (acknowledged.length < ACKNOWLEDGED_BEFORE_KILL && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      await killOutright(emulator);
    } finally {
      isLoading = false;
      await Promise.all(load);
    }
    // The kill landed mid-load: every client had a send in flight, and those failed.
    expect(rejected.length).toBeGreaterThanOrEqual(1);

    emulator = await startEmulatorProcess(port);
    await recoveries;

    const stored = await allMessageIds(server);
    expect(new Set(stored).size).toBe(stored.length);
    expect(acknowledged.filter((id) => !stored.includes(id))).toEqual([]);
    // Recovery refilled each client's channel from the emulator: its state holds every
    // acknowledged message, ends with the same messages as the emulator, and has no holes.
    const latest = stored.slice(-25);
    for (const channel of channels) {
      const inState = channel.state.messages.map((message) => message.id);
      expect(acknowledged.filter((id) => !inState.includes(id))).toEqual([]);
      expect(inState.slice(-latest.length)).toEqual(latest);
      expect(inState.filter((id) => !stored.includes(id))).toEqual([]);
    }

    // Every client can send again, and the others see it live.
    for (const [index, channel] of channels.entries()) {
      const id = `${userIds[index]}-after-restart`;
      const others = clients.filter((_, other) => other !== index).map((client) => nextEvent(client, "message.new", (event) => event.message?.id === id));
      await channel.sendMessage({ id, text: "back again" });
      await Promise.all(others);
    }
    for (const channel of channels) expect(channel.state.messages.slice(-CLIENTS).map((message) => message.id)).toEqual(userIds.map((id) => `${id}-after-restart`));
  }, 30_000);
});
