import { AsyncLocalStorage } from "node:async_hooks";

/** What every log line written while serving one request carries. */
export type RequestContext = { requestId: string };

// One store per process, whichever bundle (route handlers, instrumentation, a script) loads this module.
const storeKey = Symbol.for("remote-jobs.request-context");
const globalStore = globalThis as unknown as Record<symbol, AsyncLocalStorage<RequestContext> | undefined>;
const storage = (globalStore[storeKey] ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` with the request's id available to the logger, including in the work it sets off (after-response tasks). */
export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
