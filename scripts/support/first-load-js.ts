/**
 * What `npm run measure:js` and the e2e budget test share: the scripts a first visit downloads,
 * which part of the bundle each is, and the budget on our own code.
 */
import { gzipSync } from "node:zlib";

import type { Page, Response } from "@playwright/test";

/** Our own code's first-load budget per page (the framework's floor, about 135 KB gzip, is apart). */
export const APP_BUDGET_BYTES = 25 * 1024;

export type Script = { url: string; bytes: number; gzip: number; kind: string };

/** Which part of the bundle a chunk mostly is, by markers that survive minification. */
export function classifyScript(body: string): string {
  if (/react-dom|ReactDOM|__reactContainer|reactFiber/.test(body) && body.length > 60_000) return "framework: React DOM";
  if (/__next_f|next-router-state-tree|__NEXT_|nextjs|next\/dist/.test(body)) return "framework: Next runtime";
  if (/react\.production|react-jsx-runtime|Symbol\.for\("react\./.test(body)) return "framework: React";
  return "app";
}

export const isFrameworkScript = (kind: string) => kind.startsWith("framework");

/** Gzip bytes of the scripts that are our own code, not the framework's. */
export function ownCodeBytes(scripts: readonly Script[]): number {
  return scripts.filter((script) => !isFrameworkScript(script.kind)).reduce((sum, script) => sum + script.gzip, 0);
}

/**
 * Opens `url` in `page` and reads every script it downloads, each gzipped at -9 and
 * classified, until the network settles.
 */
export async function loadScripts(page: Page, url: string): Promise<{ status: number | null; scripts: Script[] }> {
  const pending: Promise<Script | null>[] = [];
  const onResponse = (response: Response) => {
    const isScript = response.request().resourceType() === "script" || /javascript/.test(response.headers()["content-type"] ?? "");
    if (!isScript) return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, kind: classifyScript(body.toString("utf8")) }),
        () => null,
      ),
    );
  };
  page.on("response", onResponse);
  try {
    const response = await page.goto(url, { waitUntil: "load" });
    // "Until network idle", but a page that keeps a request open (session polling) never gets
    // there: wait for idle at most 5 s after load.
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    // Modern browsers skip noModule polyfills; Chromium does not fetch them, but be explicit.
    const noModule = new Set(await page.$$eval("script[nomodule][src]", (scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname)));
    const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== null && !noModule.has(script.url));
    return { status: response?.status() ?? null, scripts };
  } finally {
    page.off("response", onResponse);
  }
}
