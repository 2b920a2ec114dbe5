import { createHmac } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { StreamChat } from "stream-chat";

import { API_KEY, API_SECRET, errorCodeOf, startHarness, userClient, type Harness } from "./emulator-harness";
import { connectRawSocket } from "./raw-http";

const forger = new StreamChat(API_KEY, "not-the-app-secret");
const base64url = (value: string) => Buffer.from(value).toString("base64url");
const unsignedHeader = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

/** Tokens that are not JWTs at all, or whose parts do not decode to JSON objects. */
const malformedTokens = {
  "one part": "not-a-jwt",
  "two parts": `${unsignedHeader}.${base64url('{"user_id":"ann"}')}`,
  "four parts": "a.b.c.d",
  "bad base64": "@@@.$$$.###",
  "a payload that is not JSON": `${unsignedHeader}.${base64url("user_id=ann")}.c2ln`,
  "a payload that is a JSON array": `${unsignedHeader}.${base64url('["ann"]')}.c2ln`,
  "an empty string": "",
};

// Hooks inside the describe run before the setup file's, which drops the database.
describe("Stream Chat emulator: bad tokens and keys", () => {
  let harness: Harness;

  const rest = (token: string, apiKey = API_KEY) =>
    fetch(`${harness.emulator.url}/users?api_key=${apiKey}&payload=${encodeURIComponent("{}")}`, { headers: { Authorization: token, "stream-auth-type": "jwt" } });
  const socket = (userId: string, token: string, apiKey = API_KEY) =>
    connectRawSocket(harness.emulator.url, { json: JSON.stringify({ user_id: userId, user_details: { id: userId } }), api_key: apiKey, authorization: token, "stream-auth-type": "jwt" });

  beforeAll(async () => {
    harness = await startHarness();
    await harness.server.upsertUsers([{ id: "ann" }, { id: "bob" }]);
  });

  afterAll(async () => {
    await harness.close();
  });

  it("refuses a token signed with another secret with code 43, on REST and on the WebSocket", async () => {
    const forgedServer = new StreamChat(API_KEY, "not-the-app-secret", { baseURL: harness.emulator.url });
    const refused = await forgedServer.queryUsers({ id: "ann" }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 43, status: 401 });

    const forgedUser = await rest(forger.createToken("ann"));
    expect(forgedUser.status).toBe(401);
    expect(await forgedUser.json()).toMatchObject({ code: 43, StatusCode: 401, message: expect.stringContaining("JWTAuth error") });

    const onSocket = await socket("ann", forger.createToken("ann"));
    expect(onSocket.firstFrame).toEqual({ error: expect.objectContaining({ code: 43, StatusCode: 401 }) });
    expect(onSocket.closeCode).toBe(1000);
  });

  it("refuses a WebSocket whose token is for another user than json.user_id, or a server token, with code 5", async () => {
    const otherUser = await socket("bob", harness.server.createToken("ann"));
    expect(otherUser.firstFrame).toEqual({ error: expect.objectContaining({ code: 5, StatusCode: 401, message: expect.stringContaining('"ann"') }) });
    expect(otherUser.closeCode).toBe(1000);

    const serverToken = await socket("ann", jwtWithClaims({ server: true }));
    expect(serverToken.firstFrame).toEqual({ error: expect.objectContaining({ code: 5, StatusCode: 401 }) });
  });

  it.each(Object.entries(malformedTokens))("refuses a malformed token (%s) with code 5 and 401, never a 500", async (_, token) => {
    const response = await rest(token);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 5, StatusCode: 401 });
    const onSocket = await socket("ann", token);
    expect(onSocket.firstFrame).toEqual({ error: expect.objectContaining({ code: 5, StatusCode: 401 }) });
    expect(onSocket.closeCode).toBe(1000);
  });

  it("refuses expired and not-yet-valid tokens on REST with codes 40 and 41", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await rest(harness.server.createToken("ann", now - 60));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 40, StatusCode: 401 });
    const notYetValid = await rest(jwtWithClaims({ user_id: "ann", nbf: now + 3600 }));
    expect(notYetValid.status).toBe(401);
    expect(await notYetValid.json()).toMatchObject({ code: 41, StatusCode: 401 });
  });

  it("refuses a wrong API key with code 2 on REST and on the WebSocket", async () => {
    const wrongKeyServer = new StreamChat("wrong-key", API_SECRET, { baseURL: harness.emulator.url });
    expect(await wrongKeyServer.queryUsers({ id: "ann" }).catch((error: unknown) => error)).toMatchObject({ code: 2, status: 401 });

    const wrongKeyClient = new StreamChat("wrong-key", { baseURL: harness.emulator.url, allowServerSideConnect: true });
    wrongKeyClient.defaultWSTimeout = 4_000;
    expect(await errorCodeOf(wrongKeyClient.connectUser({ id: "ann" }, harness.server.createToken("ann")))).toBe(2);
    await wrongKeyClient.disconnectUser();

    const onSocket = await socket("ann", harness.server.createToken("ann"), "wrong-key");
    expect(onSocket.firstFrame).toEqual({ error: expect.objectContaining({ code: 2, StatusCode: 401 }) });
    expect(onSocket.closeCode).toBe(1000);
  });

  it("answers a WebSocket with unreadable json with code 4, and still accepts good clients afterwards", async () => {
    const unreadable = await connectRawSocket(harness.emulator.url, { json: "{not json", api_key: API_KEY, authorization: harness.server.createToken("ann") });
    expect(unreadable.firstFrame).toEqual({ error: expect.objectContaining({ code: 4, StatusCode: 400 }) });
    const client = userClient(harness.emulator.url);
    await expect(client.connectUser({ id: "ann" }, harness.server.createToken("ann"))).resolves.toMatchObject({ me: { id: "ann" } });
    await client.disconnectUser();
  });
});

/** An HS256 token with any claims, signed with the app secret (the SDK's createToken only sets user_id, exp and iat). */
function jwtWithClaims(claims: Record<string, unknown>) {
  const signingInput = `${unsignedHeader}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${createHmac("sha256", API_SECRET).update(signingInput).digest("base64url")}`;
}
