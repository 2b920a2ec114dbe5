import { readFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";

import { isPortFree, StartupError } from "../db/postgres.ts";

/** The lowest port we hand out: well above the well-known and registered services' usual ones. */
const LOWEST_PORT = 10_000;

/** The first port of the kernel's ephemeral range (Linux's default when it cannot be read). */
function ephemeralRangeStart(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A TCP port nothing listens on right now, on loopback, chosen below the kernel's ephemeral range.
 * A port handed out by number and bound later (nginx for the end-to-end tests, an app instance)
 * could otherwise be given in the meantime to a server listening on port 0 or to an outgoing
 * connection: in CI the Pusher emulator got the port meant for nginx, and every test reached it.
 */
export async function freePort(): Promise<number> {
  const end = ephemeralRangeStart();
  for (let attempt = 0; attempt < 50 && end > LOWEST_PORT; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (end - LOWEST_PORT));
    if (await isPortFree(port, "127.0.0.1")) return port;
  }
  return anyFreePort();
}

function anyFreePort(): Promise<number> {
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
