import { describe, expect, it } from "@jest/globals";
import { encode } from "next-auth/jwt";

import { decodeSessionToken } from "@/lib/auth/session-token";

const secret = "a-test-secret-of-enough-length-0123456789";

describe("decodeSessionToken", () => {
  it("gives a token's claims, the same on every call", async () => {
    const token = await encode({ token: { sub: "user-1", logged_as: "employer" }, secret });
    const first = await decodeSessionToken({ token, secret });
    expect(first).toMatchObject({ sub: "user-1", logged_as: "employer" });
    expect(await decodeSessionToken({ token, secret })).toEqual(first);
  });

  it("refuses a token under another secret, even one it has kept", async () => {
    const token = await encode({ token: { sub: "user-2" }, secret });
    expect(await decodeSessionToken({ token, secret })).toMatchObject({ sub: "user-2" });
    expect(await decodeSessionToken({ token, secret: "another-secret-of-enough-length-9876543210" })).toBeNull();
  });

  it("refuses a token that does not decrypt, every time it is sent", async () => {
    const forged = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..forged.cookie.value";
    expect(await decodeSessionToken({ token: forged, secret })).toBeNull();
    expect(await decodeSessionToken({ token: forged, secret })).toBeNull();
  });

  it("accepts a token kept as refused under one secret when the secret it was made with reads it", async () => {
    const token = await encode({ token: { sub: "user-5" }, secret });
    expect(await decodeSessionToken({ token, secret: "another-secret-of-enough-length-9876543210" })).toBeNull();
    expect(await decodeSessionToken({ token, secret })).toMatchObject({ sub: "user-5" });
  });

  it("refuses a kept token once it has expired", async () => {
    // Expiry is in whole seconds: two of them leave at least one to decode the token while valid.
    const token = await encode({ token: { sub: "user-3" }, secret, maxAge: 2 });
    const claims = await decodeSessionToken({ token, secret });
    expect(claims).toMatchObject({ sub: "user-3" });
    await new Promise((resolve) => setTimeout(resolve, (claims!.exp as number) * 1000 + 50 - Date.now()));
    expect(await decodeSessionToken({ token, secret })).toBeNull();
  });

  it("refuses an expired token it never kept, though decode forgives a few seconds", async () => {
    const token = await encode({ token: { sub: "user-4" }, secret, maxAge: -2 });
    expect(await decodeSessionToken({ token, secret })).toBeNull();
  });

  it("answers null without a token", async () => {
    expect(await decodeSessionToken({ token: undefined, secret })).toBeNull();
  });
});
