import { afterAll, beforeAll, expect, it } from "@jest/globals";
import pg from "pg";
import { StreamChat } from "stream-chat";

import { API_KEY, API_SECRET, databaseUrl, describeEmulatorOnly, nextEvent, startEmulator, userClient } from "./emulator-harness";
import type { StreamChatEmulator } from "@/emulators/stream-chat/server";

describeEmulatorOnly("Stream Chat emulator: restarts", () => {
  let emulator: StreamChatEmulator;
  const clients: StreamChat[] = [];

  const serverClient = () => new StreamChat(API_KEY, API_SECRET, { baseURL: emulator.url, timeout: 10_000 });
  async function connect(userId: string) {
    const client = userClient(emulator.url);
    await client.connectUser({ id: userId }, serverClient().createToken(userId));
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    emulator = await startEmulator();
  });

  afterAll(async () => {
    for (const client of clients) await client.disconnectUser();
    await emulator.close();
  });

  it("keeps users, channels, messages, reactions, read state and files across a restart", async () => {
    const backend = serverClient();
    await backend.upsertUsers([{ id: "employer", name: "Erin Employer" }, { id: "applicant", name: "Al Applicant" }]);
    const channel = backend.channel("messaging", "application-7", { created_by_id: "employer", members: ["employer", "applicant"], name: "Application 7" } as never);
    await channel.create();
    const { message } = await channel.sendMessage({ text: "Thanks for applying", user_id: "employer" });
    await channel.sendMessage({ text: "Can you talk tomorrow?", user_id: "employer" });
    await backend.channel("messaging", "application-7").sendReaction(message.id, { type: "like", user_id: "applicant" });
    const { file } = await backend.channel("messaging", "application-7").sendFile(Buffer.from("%PDF-1.4 offer"), "offer.pdf", "application/pdf", { id: "employer" } as never);

    const port = emulator.port;
    await emulator.close();
    emulator = await startEmulator({ port });

    const applicant = await connect("applicant");
    expect(applicant.user).toMatchObject({ name: "Al Applicant", total_unread_count: 2, unread_channels: 1 });
    const [restored] = await applicant.queryChannels({ id: "application-7" });
    expect(restored?.data).toMatchObject({ name: "Application 7", created_by: { id: "employer" } });
    expect(restored?.state.messages.map((each) => each.text)).toEqual(["Thanks for applying", "Can you talk tomorrow?"]);
    expect(restored?.state.messages[0]?.own_reactions?.map((reaction) => reaction.type)).toEqual(["like"]);
    expect(restored?.countUnread()).toBe(2);
    const download = await fetch(file);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe("%PDF-1.4 offer");
  });

  it("counts the unread messages of members stored before the emulator kept them, at its next start", async () => {
    const backend = serverClient();
    await backend.upsertUsers([{ id: "old-employer" }, { id: "old-applicant" }]);
    const channel = backend.channel("messaging", "application-8", { created_by_id: "old-employer", members: ["old-employer", "old-applicant"] } as never);
    await channel.create();
    for (const text of ["one", "two", "three"]) await channel.sendMessage({ text, user_id: "old-employer" });

    const port = emulator.port;
    await emulator.close();
    const database = new pg.Client({ connectionString: databaseUrl() });
    await database.connect();
    await database.query("ALTER TABLE stream_chat_emulator.members DROP COLUMN unread_messages");
    await database.end();
    emulator = await startEmulator({ port });

    const applicant = await connect("old-applicant");
    const [restored] = await applicant.queryChannels({ id: "application-8" });
    expect(restored?.countUnread()).toBe(3);
    expect(restored?.state.read["old-employer"]?.unread_messages).toBe(0);
  });

  it("lets connected clients reconnect after a restart and keep receiving messages", async () => {
    const employer = await connect("employer");
    const applicant = await connect("applicant");
    const applicantChannel = applicant.channel("messaging", "application-7");
    await applicantChannel.watch();
    await employer.channel("messaging", "application-7").watch();

    const recovered = nextEvent(applicant, "connection.recovered", () => true, 10_000);
    const port = emulator.port;
    await emulator.close();
    emulator = await startEmulator({ port });
    await recovered;

    const received = nextEvent(applicant, "message.new", (event) => event.message?.text === "Still there?");
    await employer.channel("messaging", "application-7").sendMessage({ text: "Still there?" });
    await received;
    expect(applicantChannel.state.messages.at(-1)?.text).toBe("Still there?");
  });

  it("serves two backends that share the emulator by address and keys", async () => {
    const first = serverClient();
    const second = serverClient();
    await first.upsertUser({ id: "shared-user", name: "Shared" });
    const { users } = await second.queryUsers({ id: "shared-user" });
    expect(users.map((user) => user.name)).toEqual(["Shared"]);
  });
});
