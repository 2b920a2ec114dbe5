// Prisma's schema engine (the part of the CLI behind `migrate deploy` and `migrate diff`) run as
// WebAssembly over @prisma/adapter-pg. The CLI's native engine is downloaded on first use, which
// these machines cannot do; the WebAssembly build ships on npm as @prisma/schema-engine-wasm.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

import { PrismaPg } from "@prisma/adapter-pg";
import * as engineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";

export type SchemaEngine = engineBindings.SchemaEngine;
export type SchemaFile = { path: string; content: string };

let bindingsReady: Promise<void> | undefined;

// The engine reports a Rust panic's message here just before it traps, with no other trace.
// After a panic the instance is in an undefined state (even freeing an engine fails), and the
// glue holds on to it: the process needs a new one.
let panicMessage: string | undefined;
declare global {
  var PRISMA_WASM_PANIC_REGISTRY: { set_message(message: string): void } | undefined;
}

// The package's entry point imports the .wasm file as an ES module, which Node 20 allows only
// behind --experimental-wasm-modules. Instantiating the file ourselves and handing its exports to
// the generated glue (what the entry point does) needs no flag, under tsx and under Jest alike.
function loadEngineBindings(): Promise<void> {
  if (panicMessage) return Promise.reject(crashError());
  bindingsReady ??= (async () => {
    globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
      set_message: (message) => {
        panicMessage = message;
      },
    };
    // Resolved from this module, like the glue imported above, so both come from one copy of the
    // package whatever the working directory.
    const gluePath = createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const wasmBytes = await readFile(path.join(path.dirname(gluePath), "schema_engine_bg.wasm"));
    const imports: WebAssembly.ModuleImports = { ...(engineBindings as unknown as WebAssembly.ModuleImports) };
    // The engine arms timers it never clears (the glue has no clearTimeout); left referenced, they
    // hold the process open for seconds after the work is done.
    for (const name of Object.keys(imports).filter((key) => key.startsWith("__wbg_setTimeout_"))) {
      imports[name] = (callback: () => void, milliseconds: number) => setTimeout(callback, milliseconds >>> 0).unref();
    }
    const { instance } = await WebAssembly.instantiate(wasmBytes, { "./schema_engine_bg.js": imports });
    engineBindings.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  bindingsReady.catch(() => {
    bindingsReady = undefined;
  });
  return bindingsReady;
}

// ---------------------------------------------------------------------------------------------
// The driver adapter the engine talks to
// ---------------------------------------------------------------------------------------------

// The engine reads catalog columns of PostgreSQL's internal single-byte "char" type
// (pg_constraint.contype, pg_attribute.attidentity, ...) and wants them as Character values.
// adapter-pg has no column type for that OID and fails the whole query ("Column type 'char' could
// not be deserialized"). pg parses such values as strings, so the connection reports them as text
// under a tagged column name, and the bound adapter turns tagged columns back into Character.
// Column names cannot contain NUL, so the tag cannot clash with a real name.
const INTERNAL_CHAR_OID = 18;
const TEXT_OID = 25;
const INTERNAL_CHAR_TAG = "\u0000internal_char";
const CHARACTER_COLUMN_TYPE = 6; // ColumnTypeEnum.Character in @prisma/driver-adapter-utils

type QueryResultLike = { fields?: { name: string; dataTypeID: number }[] };

function tagInternalCharColumns<T>(result: T): T {
  for (const field of (result as QueryResultLike | undefined)?.fields ?? []) {
    if (field.dataTypeID !== INTERNAL_CHAR_OID) continue;
    field.dataTypeID = TEXT_OID;
    field.name += INTERNAL_CHAR_TAG;
  }
  return result;
}

function untagInternalCharColumns(resultSet: SqlResultSet): SqlResultSet {
  resultSet.columnNames.forEach((name, index) => {
    if (!name.endsWith(INTERNAL_CHAR_TAG)) return;
    resultSet.columnNames[index] = name.slice(0, -INTERNAL_CHAR_TAG.length);
    resultSet.columnTypes[index] = CHARACTER_COLUMN_TYPE as SqlResultSet["columnTypes"][number];
  });
  return resultSet;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === "function";
}

class CatalogReadingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = super.query.bind(this) as (...args: unknown[]) => unknown;
    // pg.Pool calls query with a callback; adapter-pg's transactions await the promise form.
    this.query = ((...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback === "function") {
        args[args.length - 1] = (error: unknown, result: unknown) =>
          (callback as (error: unknown, result: unknown) => void)(error, tagInternalCharColumns(result));
        return query(...args);
      }
      const result = query(...args);
      return isPromiseLike(result) ? result.then(tagInternalCharColumns) : result;
    }) as pg.Client["query"];
  }
}

// One connection per database, as the native engine has: the engine takes its migration advisory
// lock with a plain query, and a session lock is only meaningful if every later query runs in
// that same session.
function createPool(connectionString: string): pg.Pool {
  return new pg.Pool({ connectionString, max: 1, Client: CatalogReadingClient });
}

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;
type SqlQuery = Parameters<Adapter["queryRaw"]>[0];
type SqlResultSet = Awaited<ReturnType<Adapter["queryRaw"]>>;

// The engine predates Prisma 7's throwing adapters: it wants every call to resolve to a result
// object, with non-database errors parked in a registry it can read them back from.
type BoundResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

class ErrorRegistry {
  private readonly errors = new Map<number, { error: unknown }>();
  private nextId = 0;

  register(error: unknown): number {
    const id = this.nextId++;
    this.errors.set(id, { error });
    return id;
  }

  consumeError(id: number): { error: unknown } | undefined {
    const record = this.errors.get(id);
    this.errors.delete(id);
    return record;
  }
}

function isDriverAdapterError(error: unknown): error is Error & { cause: object } {
  return error instanceof Error && error.name === "DriverAdapterError" && typeof error.cause === "object";
}

function bound<A extends unknown[], R>(registry: ErrorRegistry, fn: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<BoundResult<R>> => {
    try {
      return { ok: true, value: await fn(...args) };
    } catch (error) {
      if (isDriverAdapterError(error)) return { ok: false, error: error.cause };
      return { ok: false, error: { kind: "GenericJs", id: registry.register(error) } };
    }
  };
}

function bindTransaction(transaction: Transaction, registry: ErrorRegistry) {
  return {
    adapterName: transaction.adapterName,
    provider: transaction.provider,
    options: transaction.options,
    queryRaw: bound(registry, async (query: SqlQuery) => untagInternalCharColumns(await transaction.queryRaw(query))),
    executeRaw: bound(registry, transaction.executeRaw.bind(transaction)),
    commit: bound(registry, transaction.commit.bind(transaction)),
    rollback: bound(registry, transaction.rollback.bind(transaction)),
  };
}

// adapter-pg splits scripts on ';', which cuts PL/pgSQL bodies apart, and runs the pieces one by
// one. Sent whole and without parameters, a script goes out as one simple query, which PostgreSQL
// runs as a single implicit transaction (as the native engine does): a failing migration leaves
// nothing behind. Its error goes back as PostgreSQL worded it, not mapped to a Prisma error kind.
async function executeScript(pool: pg.Pool, script: string, registry: ErrorRegistry): Promise<BoundResult<void>> {
  try {
    await pool.query(script);
    return { ok: true, value: undefined };
  } catch (error) {
    if (!(error instanceof pg.DatabaseError)) return { ok: false, error: { kind: "GenericJs", id: registry.register(error) } };
    const { code, severity, message, detail, column, hint } = error;
    return { ok: false, error: { kind: "postgres", code, severity, message, detail, column, hint } };
  }
}

function bindAdapter(adapter: Adapter, registry: ErrorRegistry, dispose: () => Promise<void>) {
  return {
    adapterName: adapter.adapterName,
    provider: adapter.provider,
    errorRegistry: registry,
    queryRaw: bound(registry, async (query: SqlQuery) => untagInternalCharColumns(await adapter.queryRaw(query))),
    executeRaw: bound(registry, adapter.executeRaw.bind(adapter)),
    executeScript: (script: string) => executeScript(adapter.underlyingDriver(), script, registry),
    startTransaction: bound(registry, async (...args: Parameters<Adapter["startTransaction"]>) =>
      bindTransaction(await adapter.startTransaction(...args), registry),
    ),
    getConnectionInfo: () => ({ ok: true, value: adapter.getConnectionInfo() }),
    dispose: bound(registry, dispose),
  };
}

function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Opens pools on demand and closes every one of them, whatever the engine did or did not dispose. */
class AdapterFactory {
  readonly adapterName = "@prisma/adapter-pg";
  readonly provider = "postgres";
  readonly errorRegistry = new ErrorRegistry();
  private readonly cleanups = new Set<() => Promise<void>>();

  constructor(private readonly connectionString: string) {}

  connect = bound(this.errorRegistry, () => this.open(this.connectionString));

  // adapter-pg's own connectToShadowDb creates the shadow database and then connects to the main
  // one again: with a connection string, pg lets the string's database win over the `database`
  // option it passes. Ours connects to the database it created and drops it when disposed.
  connectToShadowDb = bound(this.errorRegistry, async () => {
    const shadowDatabase = `prisma_migrate_shadow_db_${randomUUID()}`;
    await runAdminStatement(this.connectionString, `CREATE DATABASE ${quoteIdentifier(shadowDatabase)}`);
    return this.open(withDatabase(this.connectionString, shadowDatabase), () =>
      runAdminStatement(this.connectionString, `DROP DATABASE IF EXISTS ${quoteIdentifier(shadowDatabase)} WITH (FORCE)`),
    );
  });

  async closeAll(): Promise<void> {
    const cleanups = [...this.cleanups];
    this.cleanups.clear();
    await Promise.allSettled(cleanups.map((cleanup) => cleanup()));
  }

  private async open(connectionString: string, afterClose?: () => Promise<void>) {
    const pool = createPool(connectionString);
    // An idle pooled connection that drops (server restart) must not crash the process.
    pool.on("error", () => {});
    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        this.cleanups.delete(close);
        await pool.end();
        await afterClose?.();
      })();
      return closing;
    };
    this.cleanups.add(close);
    const adapter = await new PrismaPg(pool).connect();
    return bindAdapter(adapter, this.errorRegistry, close);
  }
}

async function runAdminStatement(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Sessions
// ---------------------------------------------------------------------------------------------

export type SchemaEngineOptions = {
  /** The database the engine works on (migrations, `schemaDatasource` diffs). */
  connectionString: string;
  /** Schema files the engine may need before any command (for `schemaDatasource` diffs). */
  schemaFiles?: SchemaFile[];
  /** Receives the engine's own warnings and errors. */
  log?: (line: string) => void;
};

type EngineLogLine = { level?: string; fields?: { message?: string } };

function forwardEngineLog(log: ((line: string) => void) | undefined) {
  return (json: string) => {
    if (!log) return;
    try {
      const { level, fields } = JSON.parse(json) as EngineLogLine;
      if ((level === "WARN" || level === "ERROR") && fields?.message) log(`schema engine ${level.toLowerCase()}: ${fields.message}`);
    } catch {
      log(json);
    }
  };
}

/**
 * Runs `work` with a schema engine connected to `connectionString`, then frees the engine and
 * closes every connection and shadow database it opened, also when `work` throws. Engine errors
 * come out without the engine's internal span trace; the original error is their `cause`.
 */
export async function withSchemaEngine<T>(options: SchemaEngineOptions, work: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  await loadEngineBindings();
  const factory = new AdapterFactory(options.connectionString);
  const datamodels = options.schemaFiles?.map((file): [string, string] => [file.path, file.content]);
  try {
    const engine = await engineBindings.SchemaEngine.new({ datamodels }, forwardEngineLog(options.log), factory);
    try {
      return await work(engine);
    } finally {
      if (!panicMessage) engine.free();
    }
  } catch (error) {
    throw panicMessage ? crashError(error) : readableEngineError(error);
  } finally {
    await factory.closeAll();
  }
}

function crashError(cause?: unknown): Error {
  return new Error(`The schema engine crashed; restart the process. ${panicMessage?.replace(/\s+/g, " ")}`, { cause });
}

function readableEngineError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const message = engineErrorMessage(error);
  return message === error.message ? error : Object.assign(new Error(message, { cause: error }), { name: error.name });
}

/**
 * An engine error's message on one line, without the engine's internal span trace (the lines
 * from "   0: schema_engine..." on) or its "external connector error" preamble.
 */
export function engineErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const traceStart = message.search(/\n\s+0: /);
  return (traceStart === -1 ? message : message.slice(0, traceStart))
    .replace(/^external connector error\s*/, "")
    .replace(/\s+/g, " ")
    .trim();
}
