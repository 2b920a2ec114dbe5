/**
 * One share of `npm run bench:pusher`'s clients, in a worker thread so that the clients' own
 * work (parsing frames, running handlers) does not queue behind the triggers in the main thread.
 * Each receipt is stamped with an absolute high-resolution time, comparable across threads.
 */
import { parentPort, workerData } from "node:worker_threads";

import Pusher from "pusher";
import PusherClient from "pusher-js";

type Setup = { app: { id: string; key: string; secret: string }; port: number; from: number; to: number };
const { app, port, from, to } = workerData as Setup;
const sdk = new Pusher({ appId: app.id, key: app.key, secret: app.secret, host: "127.0.0.1", port: String(port), useTLS: false });
const now = () => performance.timeOrigin + performance.now();

const clients: PusherClient[] = [];
const subscriptions: Promise<void>[] = [];
for (let index = from; index < to; index += 1) {
  const client = new PusherClient(app.key, {
    cluster: "local",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    channelAuthorization: { customHandler: ({ socketId, channelName }, callback) => callback(null, sdk.authorizeChannel(socketId, channelName)) },
  });
  clients.push(client);
  for (const channel of [client.subscribe(`private-user-bench-${index}`), client.subscribe("bench-broadcast")]) {
    subscriptions.push(new Promise((resolve) => channel.bind("pusher:subscription_succeeded", () => resolve())));
    channel.bind("new_notifications", (data: { id: string }) => parentPort!.postMessage({ type: "receipt", id: data.id, index, at: now() }));
  }
}
await Promise.all(subscriptions);
parentPort!.postMessage({ type: "ready" });
parentPort!.on("message", (message: { type: string }) => {
  if (message.type !== "stop") return;
  for (const client of clients) client.disconnect();
  parentPort!.close();
});
