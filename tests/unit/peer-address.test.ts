import { describe, expect, it } from "@jest/globals";
import http from "node:http";
import net from "node:net";

import { clientIp, PEER_ADDRESS_FLAG, PEER_ADDRESS_HEADER, parseTrustedProxies, stampPeerAddress } from "@/lib/api/client-ip";

/** Sends a raw HTTP request, forged headers and all, to a node:http server that stamps the peer as scripts/next-server.ts does. */
async function whatTheAppSees(rawRequest: string): Promise<{ headers: http.IncomingHttpHeaders; rawHeaders: string[] }> {
  let seen: { headers: http.IncomingHttpHeaders; rawHeaders: string[] } | undefined;
  const server = http.createServer((request, response) => {
    stampPeerAddress(request);
    seen = { headers: { ...request.headers }, rawHeaders: [...request.rawHeaders] };
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(rawRequest));
      socket.on("data", () => socket.end());
      socket.on("close", () => resolve());
      socket.on("error", reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return seen!;
}

describe("the peer address on a real socket", () => {
  it("cannot be forged by a client, however it spells or repeats the header", async () => {
    const seen = await whatTheAppSees(
      ["GET / HTTP/1.1", "Host: example.test", "X-Remote-Jobs-Peer-Address: 203.0.113.7", "x-remote-jobs-peer-address: 198.51.100.1", "X-Forwarded-For: 203.0.113.9", "Connection: close", "", ""].join("\r\n"),
    );
    expect(seen.headers[PEER_ADDRESS_HEADER]).toBe("127.0.0.1");
    expect(seen.rawHeaders.filter((name) => name.toLowerCase() === PEER_ADDRESS_HEADER)).toHaveLength(1);
    const env = { [PEER_ADDRESS_FLAG]: "1" };
    expect(clientIp(seen.headers, { env, trusted: parseTrustedProxies(undefined) })).toBe("127.0.0.1");
    // Behind nginx on this machine, listed as trusted, the forwarded client counts.
    expect(clientIp(seen.headers, { env, trusted: parseTrustedProxies("127.0.0.1") })).toBe("203.0.113.9");
  });
});
