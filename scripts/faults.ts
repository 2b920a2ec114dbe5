/**
 * `npm run test:faults`: the fault tests of issue 18. One stack (scripts/faults/stack.ts: embedded
 * PostgreSQL, the three emulators each in its own process, the production server), a load tool
 * that records every acknowledged write, and one fault after another:
 *
 *   postgres     PostgreSQL SIGKILLed under load and started again (scripts/faults/postgres-fault.ts)
 *   stream-chat  the chat emulator SIGKILLed while two real stream-chat clients talk (chat-fault.ts)
 *   pusher       the Pusher emulator SIGKILLed under real pusher-js clients (realtime-fault.ts)
 *   stripe       the Stripe emulator SIGKILLed while its webhooks flow to the app (payments-fault.ts)
 *
 *   npm run test:faults [-- postgres stream-chat ...]    (all four by default)
 *
 * It builds the app first when the build is missing or older than the sources (NEXT_DIST_DIR names
 * another build folder; FAULTS_SKIP_BUILD=1 uses the build as it is). Prints each fault's figures and 'N passed, N failed'; exits 1 on a failure.
 */
import { performance } from "node:perf_hooks";

import { ensureBuild, log } from "./bench/production-server.ts";
import { loadEnvFiles } from "./load-env.ts";
import { runChatFault } from "./faults/chat-fault.ts";
import { runPaymentsFault } from "./faults/payments-fault.ts";
import { runPostgresFault } from "./faults/postgres-fault.ts";
import { runRealtimeFault } from "./faults/realtime-fault.ts";
import { startFaultStack, type FaultStack } from "./faults/stack.ts";

type FaultResult = { failures: string[]; figures: Record<string, unknown> };

const faults: Record<string, (stack: FaultStack) => Promise<FaultResult>> = {
  async postgres(stack) {
    const result = await runPostgresFault(stack, log);
    return {
      failures: result.failures,
      figures: {
        "writes sent": result.requests,
        "down for": `${(result.downMs / 1000).toFixed(1)} s`,
        "writes while down": result.duringOutage,
        "answers while down": result.outageAnswers,
        "5xx other than 503 / no answer": result.serverErrors.length,
        "recovered (every writer 2xx again) after": result.recoveryMs === null ? "never" : `${Math.round(result.recoveryMs)} ms`,
        "acknowledged writes checked in the database": result.checked,
        "acknowledged writes missing": result.missing.length,
        "pages while down": result.pages.map((page) => `${page.path} ${page.status ?? "no answer"}${page.retryAfter === null ? "" : ` (Retry-After ${page.retryAfter})`}${page.showsErrorState ? " (error state)" : ""}`).join(", "),
      },
    };
  },
  "stream-chat": (stack) => runChatFault(stack, log),
  pusher: (stack) => runRealtimeFault(stack, log),
  stripe: (stack) => runPaymentsFault(stack, log),
};

async function main(): Promise<number> {
  const requested = process.argv.slice(2);
  const unknown = requested.filter((name) => !(name in faults));
  if (unknown.length > 0) {
    console.error(`✖ unknown fault: ${unknown.join(", ")} (choose from ${Object.keys(faults).join(", ")})`);
    return 2;
  }
  const selected = requested.length > 0 ? requested : Object.keys(faults);
  const started = performance.now();
  // FAULTS_SKIP_BUILD=1 reuses the build as it is, like E2E_SKIP_BUILD for the end-to-end tier.
  if (!process.env.FAULTS_SKIP_BUILD) ensureBuild({ force: false });
  const stack = await startFaultStack(log);
  let passed = 0;
  let failed = 0;
  try {
    for (const name of selected) {
      console.log(`\nFault: ${name}`);
      let result: FaultResult;
      try {
        result = await faults[name]!(stack);
      } catch (error) {
        result = { failures: [`the fault test itself failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`], figures: {} };
      }
      for (const [label, value] of Object.entries(result.figures)) log(`${label}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`);
      for (const failure of result.failures) console.log(`  ✖ ${failure}`);
      if (result.failures.length === 0) {
        console.log(`  ✔ ${name}`);
        passed += 1;
      } else failed += 1;
    }
  } finally {
    await stack.stop();
  }
  console.log(`\n  total time ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}

loadEnvFiles();
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.exit(await main());
