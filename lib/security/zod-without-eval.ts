import { z } from "zod";

/**
 * zod 4 probes whether it may compile parsers with `new Function` the first time it parses an
 * object; under the pages' Content-Security-Policy (no 'unsafe-eval') the probe fails quietly but
 * the browser still reports a violation. In the browser, parse without compiling: the forms' small
 * objects do not need it. The server keeps the compiled parsers.
 */
if (typeof window !== "undefined") z.config({ jitless: true });
