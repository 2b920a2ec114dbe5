/**
 * `npm run start:cluster`: the production app as it runs on more than one process, on one machine.
 * One command starts PostgreSQL (the embedded one unless DATABASE_URL is set), applies pending
 * migrations and the demo data on the first start, starts the chat, realtime and payments
 * emulators once (unless their hosted services' keys are set, as for `npm start`), then
 * APP_INSTANCES (default 2) instances of the production server on free ports of their own, and
 * nginx on PORT (default 3000) in front of them (scripts/support/nginx.ts). Needs a build
 * (`npm run build`); installs Debian's nginx when it is missing (scripts/install-nginx.sh).
 *
 * Ctrl-C or SIGTERM stops nginx, the instances, the emulators, then PostgreSQL. When an instance
 * exits by itself, everything is stopped and its exit code is ours.
 */
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";

import { authEnvironment } from "./auth-secret.ts";
import { describeFailure, isPortFree, parsePort, StartupError } from "./db/postgres.ts";
import { loadEnvFiles } from "./load-env.ts";
import { startAppCluster, type AppCluster } from "./support/app-cluster.ts";
import { ensureNginx } from "./support/nginx.ts";
import { startServices, stopSignals } from "./support/services.ts";

function log(line: string) {
  console.log(`  ${line}`);
}

function instanceCount(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 2;
  if (!/^[1-9]\d*$/.test(value.trim())) throw new StartupError(`APP_INSTANCES must be a whole number of app instances, not "${value}".`);
  return Number(value);
}

async function main(): Promise<number> {
  const port = parsePort(process.env.PORT ?? "3000", "PORT");
  const instances = instanceCount(process.env.APP_INSTANCES);
  if (!existsSync(".next/BUILD_ID")) throw new StartupError("There is no production build (.next/BUILD_ID is missing): run `npm run build` first.");
  if (!(await isPortFree(port))) throw new StartupError(`Port ${port} is already in use: stop what is using it, or choose another port, e.g. \`PORT=${port === 65_535 ? 3001 : port + 1} npm run start:cluster\`.`);
  ensureNginx(log);

  const stop = stopSignals();
  // Webhooks go to nginx like every other request: any instance may apply them.
  const services = await startServices({ appUrl: `http://127.0.0.1:${port}`, allowDevTokens: false, isStopRequested: stop.isRequested, log });
  if (!services) return 0;
  let cluster: AppCluster | undefined;
  try {
    cluster = await startAppCluster({
      instances,
      port,
      env: {
        ...services.env,
        // One secret and one public origin for all: a session made on one instance is read by the others.
        ...authEnvironment(port),
        // nginx is the one hop whose X-Forwarded-For the instances believe.
        TRUSTED_PROXIES: process.env.TRUSTED_PROXIES ?? "127.0.0.1",
      },
      log,
    });
    console.log(`\n✔ ready in ${(performance.now() / 1000).toFixed(1)} s: http://localhost:${port} (nginx, ${instances} instance${instances === 1 ? "" : "s"})\n`);
    const ended = await Promise.race([cluster.firstExit, stop.requested.then(() => null)]);
    if (ended) {
      log(`the app instance on port ${ended.instance.port} exited (code ${ended.code})`);
      return ended.code === 0 ? 1 : ended.code;
    }
    return 0;
  } finally {
    if (cluster) log("stopping nginx and the app instances");
    await cluster?.stop();
    await services.stop();
  }
}

loadEnvFiles();
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(describeFailure(error));
    process.exit(1);
  },
);
