import { describe, expect, it } from "@jest/globals";

import { createSingleFlight } from "@/lib/http-cache/single-flight";

describe("single flight", () => {
  it("makes the first caller for a key the leader and later ones followers of its result", async () => {
    const flights = createSingleFlight<string>();
    const leader = flights.join("k");
    const follower1 = flights.join("k");
    const follower2 = flights.join("k");
    const other = flights.join("other");
    expect(leader.role).toBe("leader");
    expect(other.role).toBe("leader");
    if (leader.role !== "leader" || follower1.role !== "follower" || follower2.role !== "follower") throw new Error("roles");
    leader.settle("page");
    await expect(follower1.result).resolves.toBe("page");
    await expect(follower2.result).resolves.toBe("page");
  });

  it("tells followers to render themselves when the leader's answer could not be kept", async () => {
    const flights = createSingleFlight<string>();
    const leader = flights.join("k");
    const follower = flights.join("k");
    if (leader.role !== "leader" || follower.role !== "follower") throw new Error("roles");
    leader.settle(null);
    await expect(follower.result).resolves.toBeNull();
  });

  it("starts a new flight once the previous one settled, and ignores a second settle", () => {
    const flights = createSingleFlight<string>();
    const first = flights.join("k");
    if (first.role !== "leader") throw new Error("roles");
    first.settle("a");
    first.settle("b");
    expect(flights.pending).toBe(0);
    expect(flights.join("k").role).toBe("leader");
  });
});
