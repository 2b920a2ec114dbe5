import { describe, expect, it } from "@jest/globals";

import { isTestRunOver, testRunPrefix } from "@/scripts/support/test-run";

const startedAt = new Date("2026-11-24T10:00:00Z");
const here = "ci-runner-1";

describe("test database names", () => {
  const prefix = testRunPrefix({ host: here, pid: 4242, startedAt });
  const database = `${prefix}_template`;

  it("fit in PostgreSQL's 63 characters with any suffix the runner adds", () => {
    expect(`${testRunPrefix({ host: "a".repeat(200), pid: 4_194_304, startedAt })}_f0123abcd`.length).toBeLessThanOrEqual(63);
  });

  it("are over when their process on this machine has ended", () => {
    expect(isTestRunOver(database, { host: here, now: startedAt, isRunning: () => false })).toBe(true);
    expect(isTestRunOver(database, { host: here, now: startedAt, isRunning: (pid) => pid === 4242 })).toBe(false);
  });

  it("are left to another machine's run until they are a day old", () => {
    expect(isTestRunOver(database, { host: "another-machine", now: new Date(startedAt.getTime() + 60_000), isRunning: () => false })).toBe(false);
    expect(isTestRunOver(database, { host: "another-machine", now: new Date(startedAt.getTime() + 25 * 3_600_000), isRunning: () => true })).toBe(true);
  });

  it("never touch databases that are not a test run's", () => {
    for (const name of ["postgres", "remote_jobs", "rjt_notours", "template1"]) {
      expect(isTestRunOver(name, { host: here, now: new Date("2100-01-01"), isRunning: () => false })).toBe(false);
    }
  });
});
