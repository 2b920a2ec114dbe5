/**
 * zod 4 probes whether it may compile parsers with `new Function` the first time it parses an
 * object; under the pages' Content-Security-Policy (no 'unsafe-eval') the probe fails quietly but
 * the browser still reports a violation. In the browser, parse without compiling: the forms' small
 * objects do not need it. The server keeps the compiled parsers.
 *
 * Set on the config object zod keeps on globalThis (it adopts one that exists, or creates it),
 * not through `z.config`: the toast provider every page mounts imports this, and importing zod
 * here put all of zod (31 KB gzip) into pages that have no form.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

if (typeof window !== "undefined") {
  const holder = globalThis as ZodGlobal;
  holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
}

export {};
