import { createServer, type AddressInfo } from "node:net";

/** A TCP port nothing listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}
