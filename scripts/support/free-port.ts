import { createServer, type AddressInfo } from "node:net";

import { isPortFree, StartupError } from "../db/postgres.ts";

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

/**
 * A local emulator's port: the variable `name` when set (0 = any free port); else `preferred`, or
 * a free port when `preferred` is taken (a second checkout running beside the first).
 */
export async function emulatorPort(name: string, preferred: number): Promise<number> {
  const configured = process.env[name];
  if (configured !== undefined && configured !== "") {
    const port = Number(configured);
    if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new StartupError(`${name} must be a port number, not "${configured}".`);
    return port;
  }
  return (await isPortFree(preferred)) ? preferred : freePort();
}
