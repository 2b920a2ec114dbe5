import type pg from "pg";

interface ColumnInfo {
  /** The SQL type of the unnest() parameter, e.g. `"uuid"[]`. */
  parameterType: string;
  /** Array columns travel as text literals and are cast back in the SELECT list. */
  castBack: string | null;
  convert: (value: unknown) => unknown;
}

const columnsByTable = new Map<string, Map<string, ColumnInfo>>();

function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function quoteArrayItem(item: unknown): string {
  if (item === null || item === undefined) return "NULL";
  return `"${String(item).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function toIso(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function toDateOnly(value: unknown): unknown {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value;
}

function describe(dataType: string, udtName: string): ColumnInfo {
  if (dataType === "ARRAY") {
    const elementType = udtName.replace(/^_/, "");
    return {
      parameterType: "text[]",
      castBack: `"${elementType}"[]`,
      convert: (value) => (Array.isArray(value) ? `{${value.map(quoteArrayItem).join(",")}}` : value),
    };
  }
  const parameterType = `"${udtName}"[]`;
  if (udtName === "timestamptz" || udtName === "timestamp") return { parameterType, castBack: null, convert: toIso };
  if (udtName === "date") return { parameterType, castBack: null, convert: toDateOnly };
  if (udtName === "jsonb" || udtName === "json") {
    return { parameterType, castBack: null, convert: (value) => (value === null || value === undefined ? null : JSON.stringify(value)) };
  }
  return { parameterType, castBack: null, convert: (value) => value ?? null };
}

/** Reads the column types of the tables insertTables() will write to; call it once before. */
export async function loadColumnTypes(client: pg.ClientBase, tables: readonly string[]): Promise<void> {
  const result = await client.query<{ table_name: string; column_name: string; data_type: string; udt_name: string }>(
    `SELECT table_name, column_name, data_type, udt_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = ANY($1::text[])`,
    [tables],
  );
  for (const table of tables) {
    const rows = result.rows.filter((row) => row.table_name === table);
    if (rows.length === 0) throw new Error(`Table ${table} does not exist (are the migrations applied?)`);
    columnsByTable.set(table, new Map(rows.map((row) => [row.column_name, describe(row.data_type, row.udt_name)])));
  }
}

interface InsertStatement {
  sql: string;
  parameters: unknown[];
}

function insertStatement(table: string, rows: readonly object[], firstParameter: number): InsertStatement | null {
  const first = rows[0];
  if (!first) return null;
  const columns = columnsByTable.get(table);
  if (!columns) throw new Error(`Column types of ${table} are not loaded: call loadColumnTypes() first`);
  const plan = Object.keys(first).map((field) => {
    const column = snakeCase(field);
    const info = columns.get(column);
    if (!info) throw new Error(`${table} has no column ${column} (from field ${field})`);
    return { field, column, info };
  });
  const parameters = plan.map(({ field, info }) => rows.map((row) => info.convert((row as Record<string, unknown>)[field])));
  const columnList = plan.map(({ column }) => `"${column}"`).join(", ");
  const unnestArguments = plan.map(({ info }, index) => `$${firstParameter + index}::${info.parameterType}`).join(", ");
  const aliases = plan.map((_, index) => `c${index}`).join(", ");
  const selectList = plan.map(({ info }, index) => (info.castBack ? `c${index}::${info.castBack}` : `c${index}`)).join(", ");
  return {
    sql: `INSERT INTO "${table}" (${columnList}) SELECT ${selectList} FROM unnest(${unnestArguments}) AS u(${aliases})`,
    parameters,
  };
}

/**
 * Inserts rows shaped like Prisma's models (camelCase fields, Date objects) into several tables
 * with ONE statement: an INSERT ... SELECT FROM unnest() per table, chained as data-modifying
 * CTEs. Each column is one array parameter whatever the row count, so thousands of rows cost one
 * round trip; the statement is atomic, and foreign keys between its parts hold because they are
 * checked when the statement ends. List parents before children.
 *
 * The statement is sent before this function returns (no await before client.query), so the
 * caller can build its next batch while the database works on this one.
 */
export function insertTables(client: pg.ClientBase, tables: readonly (readonly [table: string, rows: readonly object[]])[]): Promise<void> {
  const statements: InsertStatement[] = [];
  let nextParameter = 1;
  for (const [table, rows] of tables) {
    const statement = insertStatement(table, rows, nextParameter);
    if (!statement) continue;
    statements.push(statement);
    nextParameter += statement.parameters.length;
  }
  const last = statements[statements.length - 1];
  if (!last) return Promise.resolve();
  const sql =
    statements.length === 1
      ? last.sql
      : `WITH ${statements.slice(0, -1).map((statement, index) => `part${index} AS (${statement.sql})`).join(", ")} ${last.sql}`;
  return client.query(sql, statements.flatMap((statement) => statement.parameters)).then(() => undefined);
}
