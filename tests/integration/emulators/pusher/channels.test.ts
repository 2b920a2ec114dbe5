import { describe, expect, it } from "@jest/globals";

import { APP, connected, nextEvent, recordEvents, serverSdk, subscribed, usePusherEmulator, waitFor } from "./pusher-clients";

// Nested, so that the emulator closes its database pool before the setup drops the database.
describe("the Pusher emulator's channels", () => {
  const running = usePusherEmulator();

  describe("public channels", () => {
    it("deliver triggered events: object data as an object, string data as the same string", async () => {
      const channel = await subscribed(running.clients.connect(), "jobs");

      const objectEvent = nextEvent(channel, "job-opened");
      await running.sdk.trigger("jobs", "job-opened", { id: 7, title: "Designer", salary: 1.5e3 });
      expect((await objectEvent).data).toEqual({ id: 7, title: "Designer", salary: 1500 });

      const stringEvent = nextEvent(channel, "notice");
      await running.sdk.trigger("jobs", "notice", "plain string");
      expect((await stringEvent).data).toBe("plain string");
    });

    it("deliver one trigger to every listed channel", async () => {
      const client = running.clients.connect();
      const [first, second] = await Promise.all([subscribed(client, "room-a"), subscribed(client, "room-b")]);
      const events = Promise.all([nextEvent(first, "hello"), nextEvent(second, "hello")]);
      await running.sdk.trigger(["room-a", "room-b"], "hello", { n: 1 });
      expect((await events).map((event) => event.data)).toEqual([{ n: 1 }, { n: 1 }]);
    });

    it("skip the connection named by socket_id", async () => {
      const sender = running.clients.connect();
      const other = running.clients.connect();
      const [senderChannel, otherChannel] = await Promise.all([subscribed(sender, "chat"), subscribed(other, "chat")]);
      const senderReceived = recordEvents(senderChannel, "message");

      const excluded = nextEvent(otherChannel, "message");
      await running.sdk.trigger("chat", "message", { text: "not for the sender" }, { socket_id: sender.connection.socket_id });
      expect((await excluded).data).toEqual({ text: "not for the sender" });

      // Frames on one connection arrive in order: once the second event is in, the first never came.
      const followUp = nextEvent(senderChannel, "message");
      await running.sdk.trigger("chat", "message", { text: "for everyone" });
      await followUp;
      expect(senderReceived).toEqual([{ text: "for everyone" }]);
    });

    it("deliver a batch, each event to its own channel", async () => {
      const client = running.clients.connect();
      const [alerts, news] = await Promise.all([subscribed(client, "alerts"), subscribed(client, "news")]);
      const events = Promise.all([nextEvent(alerts, "alert"), nextEvent(news, "story")]);
      await running.sdk.triggerBatch([
        { channel: "alerts", name: "alert", data: { level: "high" } },
        { channel: "news", name: "story", data: "headline" },
      ]);
      const [alert, story] = await events;
      expect(alert.data).toEqual({ level: "high" });
      expect(story.data).toBe("headline");
    });

    it("stop delivering after an unsubscribe", async () => {
      const client = running.clients.connect();
      const leaving = await subscribed(client, "leaving");
      const staying = await subscribed(client, "staying");
      const leftBehind = recordEvents(leaving, "tick");
      client.unsubscribe("leaving");
      const check = nextEvent(staying, "tick");
      await running.sdk.trigger(["leaving", "staying"], "tick", {});
      await check;
      expect(leftBehind).toEqual([]);
    });
  });

  describe("private channels", () => {
    it("accept a subscription the app signed and deliver to it", async () => {
      const channel = await subscribed(running.clients.connect(), "private-candidate-1");
      const event = nextEvent(channel, "application-updated");
      await running.sdk.trigger("private-candidate-1", "application-updated", { status: "shortlisted" });
      expect((await event).data).toEqual({ status: "shortlisted" });
    });

    it("refuse a forged signature with a subscription error on that channel, and keep the connection", async () => {
      const client = running.clients.connect({
        options: {
          channelAuthorization: {
            customHandler: ({ socketId, channelName }, callback) => {
              const forged = serverSdk(running.emulator, { ...APP, secret: "not-the-secret" }).authorizeChannel(socketId, channelName);
              callback(null, forged);
            },
          },
        },
      });
      const channel = client.subscribe("private-forged");
      const error = await waitFor<{ type: string; status: number; error: string }>("the subscription error", (resolve) => channel.bind("pusher:subscription_error", resolve));
      expect(error).toMatchObject({ type: "AuthError", status: 401 });
      expect(error.error).toMatch(/Invalid signature/);
      expect(channel.subscribed).toBe(false);

      const publicChannel = await subscribed(client, "still-connected");
      expect(publicChannel.subscribed).toBe(true);
    });

    it("refuse a signature made for another connection", async () => {
      const other = running.clients.connect();
      const otherSocketId = await connected(other);
      const client = running.clients.connect({
        options: {
          channelAuthorization: { customHandler: ({ channelName }, callback) => callback(null, running.sdk.authorizeChannel(otherSocketId, channelName)) },
        },
      });
      const channel = client.subscribe("private-stolen");
      const error = await waitFor<{ status: number }>("the subscription error", (resolve) => channel.bind("pusher:subscription_error", resolve));
      expect(error.status).toBe(401);
    });
  });

  describe("client events", () => {
    it("reach the other subscribers of a private channel but not the sender", async () => {
      const sender = running.clients.connect();
      const receiver = running.clients.connect();
      const [senderChannel, receiverChannel] = await Promise.all([subscribed(sender, "private-chat-9"), subscribed(receiver, "private-chat-9")]);
      const echoed = recordEvents(senderChannel, "client-typing");

      const received = nextEvent(receiverChannel, "client-typing");
      expect(senderChannel.trigger("client-typing", { who: "ana" })).toBe(true);
      expect((await received).data).toEqual({ who: "ana" });

      const answer = nextEvent(senderChannel, "client-typing");
      receiverChannel.trigger("client-typing", { who: "ben" });
      expect((await answer).data).toEqual({ who: "ben" });
      expect(echoed).toEqual([{ who: "ben" }]);
    });

    it("carry the sender's user_id on presence channels", async () => {
      const sender = running.clients.connect({ user: { id: "candidate-1" } });
      const receiver = running.clients.connect({ user: { id: "employer-2" } });
      const [senderChannel, receiverChannel] = await Promise.all([subscribed(sender, "presence-interview-3"), subscribed(receiver, "presence-interview-3")]);
      const received = nextEvent(receiverChannel, "client-wave");
      senderChannel.trigger("client-wave", { hi: 1 });
      expect(await received).toEqual({ data: { hi: 1 }, metadata: { user_id: "candidate-1" } });
    });

    it("are refused on public channels with a pusher:error that leaves the connection open", async () => {
      const sender = running.clients.connect();
      const receiver = running.clients.connect();
      const [senderChannel, receiverChannel] = await Promise.all([subscribed(sender, "lobby"), subscribed(receiver, "lobby")]);
      const leaked = recordEvents(receiverChannel, "client-shout");
      const refusal = waitFor<{ data: { code: number; message: string } }>("the refusal", (resolve) => sender.connection.bind("error", resolve));
      senderChannel.trigger("client-shout", { loud: true });
      expect((await refusal).data).toMatchObject({ code: 4301, message: expect.stringMatching(/private and presence/) });

      const check = nextEvent(receiverChannel, "server-event");
      await running.sdk.trigger("lobby", "server-event", {});
      await check;
      expect(leaked).toEqual([]);
      expect(sender.connection.state).toBe("connected");
    });

    it("are refused above 10 per second", async () => {
      const sender = running.clients.connect();
      const receiver = running.clients.connect();
      const [senderChannel, receiverChannel] = await Promise.all([subscribed(sender, "private-burst"), subscribed(receiver, "private-burst")]);
      const received = recordEvents(receiverChannel, "client-tick");
      const refusal = waitFor<{ data: { code: number; message: string } }>("the refusal", (resolve) => sender.connection.bind("error", resolve));
      for (let tick = 0; tick < 12; tick++) senderChannel.trigger("client-tick", { tick });
      expect((await refusal).data.message).toMatch(/10 client events per second/);

      const check = nextEvent(receiverChannel, "server-event");
      await running.sdk.trigger("private-burst", "server-event", {});
      await check;
      expect(received).toHaveLength(10);
    });
  });

  describe("user sign-in", () => {
    it("lets the app send to one signed-in user", async () => {
      const client = running.clients.connect({ user: { id: "candidate-42" } });
      const other = running.clients.connect({ user: { id: "candidate-43" } });
      const otherReceived: unknown[] = [];
      other.user.bind("offer", (data: unknown) => otherReceived.push(data));
      client.signin();
      other.signin();
      await Promise.all([client.user.signinDonePromise, other.user.signinDonePromise]);
      expect(client.user.user_data).toEqual({ id: "candidate-42" });
      await waitFor("the user channel", (resolve) => client.user.serverToUserChannel.bind("pusher:subscription_succeeded", resolve));

      const offer = waitFor<unknown>("the offer", (resolve) => client.user.bind("offer", resolve));
      await running.sdk.sendToUser("candidate-42", "offer", { job: 5 });
      expect(await offer).toEqual({ job: 5 });
      expect(otherReceived).toEqual([]);
    });
  });
});
