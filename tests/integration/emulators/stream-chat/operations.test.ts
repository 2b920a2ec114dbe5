import { spawn } from "node:child_process";
import { createConnection, createServer, type Server, type Socket } from "node:net";

import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { StreamChat } from "stream-chat";

import { eventually } from "@/tests/support/eventually";

import { API_KEY, API_SECRET, databaseUrl, errorCodeOf, startEmulator, startHarness, userClient, type Harness } from "./emulator-harness";
import { connectRawSocket, streamBodyUntilAnswered } from "./raw-http";

/** Forwards TCP to PostgreSQL until cut(), so a test can take the database away from a running emulator. */
async function startDatabaseProxy() {
  const target = new URL(databaseUrl());
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port: number) =>
    new Promise<Server>((resolve) => {
      const proxy = createServer((incoming) => {
        const outgoing = createConnection(Number(target.port || 5432), target.hostname);
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => undefined);
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      proxy.listen(port, "127.0.0.1", () => resolve(proxy));
    });
  server = await listen(0);
  const port = (server.address() as { port: number }).port;
  const proxyUrl = new URL(target);
  proxyUrl.hostname = "127.0.0.1";
  proxyUrl.port = String(port);
  return {
    url: proxyUrl.toString(),
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    async restore() {
      server = await listen(port);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The fields every activity line starts with. */
const entry = (message: string) => ({ time: expect.any(String), level: "info", service: "stream-chat-emulator", message });

function captureLogLines() {
  const spy = jest.spyOn(process.stdout, "write");
  return {
    lines(): Record<string, unknown>[] {
      return spy.mock.calls
        .map(([chunk]) => String(chunk))
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => spy.mock.calls.map(([chunk]) => String(chunk)).join(""),
    restore: () => spy.mockRestore(),
  };
}

// Hooks inside the describe run before the setup file's, which drops the database.
describe("Stream Chat emulator: operations", () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness.close();
  });

  it("answers /health without credentials, with the open connections and the uptime", async () => {
    const before = (await (await fetch(`${harness.emulator.url}/health`)).json()) as Record<string, unknown>;
    expect(before).toMatchObject({ status: "ok", connections: expect.any(Number), uptime_s: expect.any(Number) });
    await harness.connect("healthy");
    const response = await fetch(`${harness.emulator.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", connections: (before.connections as number) + 1 });
  });

  it("answers /health with 503 while the database is unreachable, and 200 once it is back", async () => {
    const proxy = await startDatabaseProxy();
    const emulator = await startEmulator({ databaseUrl: proxy.url } as never);
    try {
      expect((await fetch(`${emulator.url}/health`)).status).toBe(200);
      await proxy.cut();
      const down = await fetch(`${emulator.url}/health`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: "unavailable", connections: 0 });
      await proxy.restore();
      expect((await fetch(`${emulator.url}/health`)).status).toBe(200);
    } finally {
      await emulator.close();
      await proxy.stop();
    }
  });

  it("writes one JSON line per request and per connect and disconnect, without tokens or keys", async () => {
    const emulator = await startEmulator({ log: "json" } as never);
    const log = captureLogLines();
    const client = userClient(emulator.url);
    let lines: Record<string, unknown>[];
    try {
      const token = harness.server.createToken("logged");
      await client.connectUser({ id: "logged" }, token);
      await client.queryChannels({ members: { $in: ["logged"] } });
      expect(await errorCodeOf(client.updateAppSettings({ file_upload_config: {} }))).toBe(17);
      // An upload's URL is its only key, so the log must not show it.
      const { file } = await client.uploadFile(Buffer.from("private"), "private.txt");
      expect((await fetch(file)).status).toBe(200);
      const uploadId = new URL(file).pathname.split("/")[2] as string;
      await client.disconnectUser();
      // The disconnect is logged when the emulator sees the socket close, just after disconnectUser returns.
      lines = await eventually(() => {
        const logged = log.lines();
        expect(logged).toContainEqual(expect.objectContaining({ message: "ws.disconnect" }));
        return logged;
      });
      expect(log.text()).not.toContain(token);
      expect(log.text()).not.toContain(API_KEY);
      expect(log.text()).not.toContain(API_SECRET);
      expect(log.text()).not.toContain(uploadId);
    } finally {
      log.restore();
      await client.disconnectUser();
      await emulator.close();
    }
    expect(lines).toEqual(
      expect.arrayContaining([
        { ...entry("ws.connect"), user_id: "logged", connection_id: expect.any(String), connections: 1 },
        { ...entry("request"), requestId: expect.any(String), method: "POST", path: "/channels", status: 200, ms: expect.any(Number), user_id: "logged" },
        { ...entry("request"), requestId: expect.any(String), method: "PATCH", path: "/app", status: 403, ms: expect.any(Number), user_id: "logged", error_code: 17 },
        { ...entry("request"), requestId: expect.any(String), method: "GET", path: "/attachments/:uploadId/:fileName", status: 200, ms: expect.any(Number), user_id: null },
        expect.objectContaining({ message: "ws.disconnect", user_id: "logged", close_code: 1000 }),
      ]),
    );
    expect(new Date(lines[0]?.time as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("writes no log lines when logging is off", async () => {
    const log = captureLogLines();
    try {
      await fetch(`${harness.emulator.url}/health`);
      expect(log.lines()).toEqual([]);
    } finally {
      log.restore();
    }
  });

  it("refuses JSON bodies over 1 MB with code 22, before reading them whole", async () => {
    const client = await harness.connect("talker");
    await harness.server.channel("messaging", "big", { created_by_id: "talker", members: ["talker"] }).create();
    const channel = client.channel("messaging", "big");
    await channel.watch();
    const tooBig = await channel.sendMessage({ text: "x", padding: "a".repeat(1024 * 1024) } as never).catch((error: unknown) => error);
    expect(tooBig).toMatchObject({ code: 22, status: 413 });

    const url = `${harness.emulator.url}/channels/messaging/big/message?api_key=${API_KEY}`;
    const headers = { authorization: harness.server.createToken("talker"), "content-type": "application/json" };
    const announced = await streamBodyUntilAnswered(url, { headers: { ...headers, "content-length": String(50 * 1024 * 1024) }, maxBytes: 50 * 1024 * 1024 });
    expect(announced).toMatchObject({ status: 413, body: { code: 22, StatusCode: 413 } });
    expect(announced.bytesSent).toBeLessThan(8 * 1024 * 1024);
    // Streamed: refused past 1 MB; a bounded rest (4 MB) is dropped so that the writer reads the 413.
    const streamed = await streamBodyUntilAnswered(url, { headers: { ...headers, "transfer-encoding": "chunked" }, maxBytes: 50 * 1024 * 1024 });
    expect(streamed).toMatchObject({ status: 413, body: { code: 22 } });
    expect(streamed.bytesSent).toBeLessThan(16 * 1024 * 1024);

    // The emulator is still fine afterwards.
    await expect(channel.sendMessage({ text: "small again" })).resolves.toMatchObject({ message: { text: "small again" } });
  });

  it("refuses a user's connection past the limit with code 70, and accepts one again after a disconnect", async () => {
    const emulator = await startEmulator({ maxConnectionsPerUser: 2 } as never);
    const clients: StreamChat[] = [];
    try {
      const token = harness.server.createToken("busy");
      for (let index = 0; index < 2; index++) {
        const client = userClient(emulator.url);
        await client.connectUser({ id: "busy" }, token);
        clients.push(client);
      }
      const third = userClient(emulator.url);
      expect(await errorCodeOf(third.connectUser({ id: "busy" }, token))).toBe(70);
      await third.disconnectUser();

      const raw = await connectRawSocket(emulator.url, { json: JSON.stringify({ user_id: "busy" }), api_key: API_KEY, authorization: token });
      expect(raw.firstFrame).toEqual({ error: expect.objectContaining({ code: 70, StatusCode: 429, message: expect.stringContaining("too many connections") }) });
      expect(raw.closeCode).toBe(1000);
      // Another user is not affected.
      const other = userClient(emulator.url);
      await other.connectUser({ id: "calm" }, harness.server.createToken("calm"));
      clients.push(other);

      await clients.shift()?.disconnectUser();
      // The emulator frees the room when it sees the socket close, just after disconnectUser returns.
      await eventually(async () => {
        const again = userClient(emulator.url);
        clients.push(again);
        await expect(again.connectUser({ id: "busy" }, token)).resolves.toMatchObject({ me: { id: "busy" } });
      });
    } finally {
      for (const client of clients) await client.disconnectUser();
      await emulator.close();
    }
  });

  it.each(["SIGTERM", "SIGINT"] as const)("stops listening on %s, then closes every socket with 1001 so clients reconnect, and exits 0", async (signal) => {
    const child = spawn("node_modules/.bin/tsx", ["emulators/stream-chat/main.ts"], {
      env: { ...process.env, STREAM_API_KEY: API_KEY, STREAM_API_SECRET: API_SECRET, DATABASE_URL: databaseUrl(), STREAM_EMULATOR_PORT: "0", STREAM_EMULATOR_LOG: "json" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on("data", (data: Buffer) => {
        output += data.toString("utf8");
        const match = /"message":"listening","url":"(http:\/\/[^"]+)"/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      void exited.then(() => reject(new Error(`the emulator exited early: ${output}`)));
    });
    const client = userClient(url);
    try {
      await client.connectUser({ id: "leaving" }, harness.server.createToken("leaving"));
      const closed = new Promise<number>((resolve) => client.wsConnection?.ws?.addEventListener("close", (event) => resolve(event.code)));
      child.kill(signal);
      expect(await closed).toBe(1001);
      expect(await exited).toBe(0);
      await expect(fetch(`${url}/health`)).rejects.toThrow();

      const lines = output.split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);
      const stopped = lines.findIndex((line) => line.message === "shutdown" && line.phase === "listening stopped");
      const disconnected = lines.findIndex((line) => line.message === "ws.disconnect" && line.user_id === "leaving");
      expect(stopped).toBeGreaterThanOrEqual(0);
      expect(disconnected).toBeGreaterThan(stopped);
      expect(lines[disconnected]).toMatchObject({ close_code: 1001 });
      expect(lines.at(-1)).toMatchObject({ message: "shutdown", phase: "stopped" });
      // Clients answered the close at once: nothing waited for the 2 s grace given to running requests.
      const shutdownMs = new Date(lines.at(-1)?.time as string).getTime() - new Date(lines[stopped]?.time as string).getTime();
      expect(shutdownMs).toBeLessThan(1_500);
    } finally {
      await client.disconnectUser();
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});
