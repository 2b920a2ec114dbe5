import { afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";

import { GET as listPosts } from "@/app/api/posts/route";
import { POST as applyTo } from "@/app/api/users/[id]/applyTo/[postId]/route";
import { errorResponse } from "@/lib/api/error-response";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import { runTransaction } from "@/lib/db/run-transaction";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { createCandidate, createEmployerWithCompany, createJob, type CreatedJob } from "@/prisma/factories";

// A pool of two connections that a request waits 1 s for, set before lib/db makes its client (on
// first use): two long transactions saturate it, as a burst would a pool of ten.
process.env.DATABASE_POOL_SIZE = "2";
process.env.DATABASE_POOL_WAIT_MS = "1000";

const HOLD_MS = 3_000;

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

let job: CreatedJob;
let candidate: User;
let holders: Promise<unknown>[] = [];

/**
 * Takes both connections of the pool for HOLD_MS; resolves once both are taken. A holder that
 * could not get its connection in time (a busy machine opens connections slowly) asks again.
 */
async function saturate(): Promise<void> {
  let taken = 0;
  let allTaken: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (allTaken = resolve));
  const hold = async () => {
    for (;;) {
      let entered = false;
      try {
        return await db.$transaction(
          async (tx) => {
            entered = true;
            if (++taken === 2) allTaken();
            await tx.$executeRaw`SELECT pg_sleep(${HOLD_MS / 1000})`;
          },
          { maxWait: 5_000, timeout: 15_000 },
        );
      } catch (error) {
        if (entered) throw error;
      }
    }
  };
  holders = [hold(), hold()];
  await ready;
}

const apply = () =>
  callRoute(applyTo, { params: { id: candidate.id, postId: job.id }, token: tokenOf(candidate), body: { candidate_id: candidate.id, questions: [] } });

beforeAll(async () => {
  // Each 503 is logged as the server would log it; here they are expected.
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  const hiring = await createEmployerWithCompany(db, { plan: "PREMIUM" });
  job = await createJob(db, {
    company: hiring.company,
    createdBy: hiring.employer,
    questions: [],
    regionIds: [],
    eligibleCountryIds: [],
    timezoneMinOffset: null,
    timezoneMaxOffset: null,
    publishedAt: new Date(Date.now() - 86_400_000),
  });
  candidate = await createCandidate(db);
});

afterEach(async () => {
  await Promise.all(holders);
});

describe("a saturated pool", () => {
  it("answers a write 503 service_unavailable with Retry-After, writes nothing, and takes the same request once the pool frees up", async () => {
    await saturate();
    const busy = await apply();
    expect({ status: busy.status, code: busy.body.error?.code, reason: busy.body.error?.details?.reason }).toEqual({ status: 503, code: "service_unavailable", reason: "database_busy" });
    expect(busy.headers.get("retry-after")).toBe("1");
    await Promise.all(holders);

    expect(await db.application.count()).toBe(0);
    expect((await apply()).status).toBe(201);
    expect(await db.application.count()).toBe(1);
  });

  it("answers a read 503 too, rather than letting it wait without end", async () => {
    await saturate();
    const busy = await callRoute(listPosts, { method: "GET", path: "/api/posts" });
    expect({ status: busy.status, code: busy.body.error?.code }).toEqual({ status: 503, code: "service_unavailable" });
    expect(busy.headers.get("retry-after")).toBe("1");
  });

  it("turns a transaction that cannot start in time (Prisma's P2028) into 503, not 500", async () => {
    await saturate();
    const failure = await runTransaction((tx) => tx.user.count(), { maxWait: 100 }).catch((error: unknown) => error);
    const response = errorResponse(failure, "req-saturated");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect((await response.json()).error.code).toBe("service_unavailable");
  });

  it("answers a burst far past the pool with 201, 409 already_applied or 503 only, and the row exists exactly when 201 was said", async () => {
    const applicant = await createCandidate(db);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        callRoute(applyTo, { params: { id: applicant.id, postId: job.id }, token: tokenOf(applicant), body: { candidate_id: applicant.id, questions: [] } }),
      ),
    );
    const outcomes = answers.map((answer) => `${answer.status}${answer.body.error ? ` ${answer.body.error.code}` : ""}`);
    expect(outcomes.filter((outcome) => !["201", "409 already_applied", "503 service_unavailable"].includes(outcome))).toEqual([]);
    const created = outcomes.filter((outcome) => outcome === "201").length;
    expect(created).toBeLessThanOrEqual(1);
    expect(await db.application.count({ where: { candidateId: applicant.id } })).toBe(created);
  });
});
