/**
 * What tests/e2e/stream-chat-react.spec.ts runs beside the browser: the Stream Chat emulator as
 * its own process (`npm start`'s way, not imported: Playwright's loader does not take the
 * emulator's `.ts` import specifiers), and a static server for the React page in app.tsx.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { build } from "esbuild";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const stylesheets = path.join(repoRoot, "node_modules/stream-chat-react/dist/css");

export type Running = { url: string; stop(): Promise<void> };

/** `node --import tsx emulators/stream-chat/main.ts` on a free port; resolves once it says where it listens. */
export async function startEmulatorProcess(env: { apiKey: string; apiSecret: string; databaseUrl: string }): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", "emulators/stream-chat/main.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, STREAM_API_KEY: env.apiKey, STREAM_API_SECRET: env.apiSecret, DATABASE_URL: env.databaseUrl, STREAM_EMULATOR_PORT: "0" },
  });
  let output = "";
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error("the emulator did not start within 30 s")), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${error.message}\n${output}`));
    };
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      // Its JSON log line: {"message":"listening","url":"http://127.0.0.1:port",...}
      const listening = /"message":"listening","url":"(http:\/\/[^"]+)"/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!);
      }
    });
    child.once("exit", (code) => fail(new Error(`the emulator exited with code ${code} before listening`)));
  });
  return { url, stop: () => stopProcess(child) };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".map": "application/json",
};

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>stream-chat-react compatibility</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/css/index.css" />
    <style>
      html, body, #root { height: 100%; margin: 0; }
      .compat-layout { display: flex; height: 100%; }
      .compat-layout > .str-chat__channel-list { width: 300px; flex: none; }
      .compat-layout > .str-chat__channel { flex: 1; min-width: 0; display: flex; }
    </style>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/app.js"></script>
  </body>
</html>`;

/** Bundles app.tsx with esbuild into a temporary folder and serves it with stream-chat-react's CSS. */
export async function startPageServer(): Promise<Running> {
  const outdir = await mkdtemp(path.join(tmpdir(), "stream-chat-react-"));
  await build({
    entryPoints: [path.join(import.meta.dirname, "app.tsx")],
    absWorkingDir: repoRoot,
    outdir,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://page.invalid").pathname);
    const file =
      pathname === "/app.js" ? path.join(outdir, "app.js") : pathname.startsWith("/css/") ? path.join(stylesheets, path.normalize(pathname.slice("/css/".length))) : null;
    if (pathname === "/") {
      response.writeHead(200, { "content-type": contentTypes[".html"] }).end(page);
      return;
    }
    const isServed = !!file && [outdir, stylesheets].some((folder) => file.startsWith(folder + path.sep));
    if (!file || !isServed) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (bytes) => response.writeHead(200, { "content-type": contentTypes[path.extname(file)] ?? "application/octet-stream" }).end(bytes),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(outdir, { recursive: true, force: true });
    },
  };
}
