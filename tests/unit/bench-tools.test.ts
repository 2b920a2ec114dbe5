/**
 * The bench's own measuring: CPU time read from /proc, and the reading of a CPU profile. A bench
 * that misreads them prints confident wrong figures.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "@jest/globals";

import { postgresCpuMs, processCpuMs } from "@/scripts/bench/process-cpu";
import { summariseProfile } from "@/scripts/bench/profile-summary";

describe("processCpuMs", () => {
  it("counts the CPU time a process spends, and nothing while it waits", async () => {
    // A child of its own, not this Jest worker: the worker may still have children of earlier
    // test files running, and those are counted with it. CPU time, not wall time, so a busy
    // machine cannot make it flaky.
    const burn = "const start = process.cpuUsage(); while (process.cpuUsage(start).user < 300000) Math.sqrt(Math.random()); console.log('done'); setTimeout(() => {}, 5000);";
    const child = spawn(process.execPath, ["-e", burn]);
    await new Promise((resolve) => child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("done") && resolve(undefined)));
    const afterWork = processCpuMs(child.pid!)!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    const afterWait = processCpuMs(child.pid!)!;
    child.kill();
    expect(afterWork).toBeGreaterThanOrEqual(300);
    expect(afterWait - afterWork).toBeLessThan(50);
  });

  it("counts the worker processes a server forks", async () => {
    // A parent that only waits and its child that burns 400 ms of CPU, then idles: the server's
    // primary and a worker. CPU time, not wall time, so a busy machine cannot make it flaky.
    const child = "const start = process.cpuUsage(); while (process.cpuUsage(start).user < 400000) Math.sqrt(Math.random()); console.log('done'); setTimeout(() => {}, 2000);";
    const parent = spawn(process.execPath, ["-e", `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(child)}], { stdio: "inherit" })`]);
    await new Promise((resolve) => parent.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("done") && resolve(undefined)));
    const counted = processCpuMs(parent.pid!)!;
    parent.kill();
    expect(counted).toBeGreaterThanOrEqual(400);
  });

  it("is null for a process that does not exist", () => {
    expect(processCpuMs(2 ** 22 + 12345)).toBeNull();
  });
});

describe("postgresCpuMs", () => {
  it("reads the server its data folder's postmaster.pid names, not the machine's other processes", async () => {
    // A stand-in postmaster that burns 300 ms of CPU and idles; this test process burns more
    // meanwhile, which must not be counted.
    const burn = "const start = process.cpuUsage(); while (process.cpuUsage(start).user < 300000) Math.sqrt(Math.random()); console.log('done'); setTimeout(() => {}, 5000);";
    const server = spawn(process.execPath, ["-e", burn]);
    await new Promise((resolve) => server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("done") && resolve(undefined)));
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-postgres-"));
    writeFileSync(path.join(dataDir, "postmaster.pid"), `${server.pid}\n${dataDir}\n1764140000\n54329\n`);
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user < 200_000) Math.sqrt(Math.random());
    const counted = postgresCpuMs(dataDir);
    const own = processCpuMs(server.pid!);
    server.kill();
    expect(counted).toBe(own);
    expect(counted).toBeGreaterThanOrEqual(300);
    expect(counted).toBeLessThan(processCpuMs(process.pid)!);
  });
});

describe("summariseProfile", () => {
  it("adds the samples of the window by file and function, leaving earlier samples out", () => {
    const frame = (functionName: string, url: string) => ({ functionName, url, lineNumber: 9, columnNumber: 0, scriptId: "1" });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame("(root)", ""), children: [2, 3] },
        { id: 2, callFrame: frame("renderCard", "file:///repo/.next/server/chunks/ssr/app_page.js") },
        { id: 3, callFrame: frame("parse", "file:///repo/node_modules/pg-protocol/dist/parser.js") },
      ],
      startTime: 0,
      endTime: 10_000_000,
      // Deltas in microseconds: 4 s of start-up in pg, then 3 s of renderCard and 1 s of pg in the last 6 s.
      samples: [3, 2, 2, 2, 3],
      timeDeltas: [4_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000],
    };
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "profile-")), "CPU.cpuprofile");
    writeFileSync(file, JSON.stringify(profile));
    const summary = summariseProfile(file, 6_000);
    expect(summary).toMatch(/^4000 ms of samples/);
    expect(summary).toMatch(/3000 ms\s+75\.0%\s+build:chunks\/ssr\/app_page\.js/);
    expect(summary).toMatch(/1000 ms\s+25\.0%\s+pg-protocol/);
    expect(summary).toMatch(/3000 ms\s+75\.0%\s+renderCard {2}build:chunks\/ssr\/app_page\.js:10/);
  });
});
