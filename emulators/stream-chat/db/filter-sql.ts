import { inputError } from "../errors.ts";

/** Collects query parameters while a filter is turned into SQL. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Returns SQL for one `field op value` condition, or undefined when the field is not supported. */
export type FieldCompiler = (field: string, operator: string, value: unknown, params: SqlParams) => string | undefined;

const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).every((key) => key.startsWith("$"));

/** Stream's filter language ({field: value}, {field: {$op: value}}, $and/$or/$nor) as a SQL condition. */
export function compileFilter(filter: unknown, compileField: FieldCompiler, params: SqlParams): string {
  if (!filter || typeof filter !== "object" || Array.isArray(filter)) return "TRUE";
  const conditions = Object.entries(filter).map(([key, value]) => {
    if (key === "$and" || key === "$or" || key === "$nor") {
      if (!Array.isArray(value) || value.length === 0) throw inputError(`${key} needs a non-empty array`);
      const parts = value.map((part) => `(${compileFilter(part, compileField, params)})`);
      if (key === "$nor") return `NOT (${parts.join(" OR ")})`;
      return parts.join(key === "$and" ? " AND " : " OR ");
    }
    const operators = isOperatorObject(value) ? Object.entries(value) : [["$eq", value] as const];
    return operators
      .map(([operator, operand]) => {
        const sql = compileField(key, operator, operand, params);
        if (sql === undefined) throw inputError(`filter on ${key} with ${operator} is not supported`);
        return sql;
      })
      .join(" AND ");
  });
  return conditions.length ? conditions.map((condition) => `(${condition})`).join(" AND ") : "TRUE";
}

/** A comparison on a plain column. */
export function compareColumn(column: string, operator: string, value: unknown, params: SqlParams): string | undefined {
  switch (operator) {
    case "$eq":
      return value === null ? `${column} IS NULL` : `${column} = ${params.add(value)}`;
    case "$ne":
      return `${column} IS DISTINCT FROM ${params.add(value)}`;
    case "$in":
      return `${column} = ANY(${params.add(Array.isArray(value) ? value : [value])})`;
    case "$nin":
      return `NOT (${column} = ANY(${params.add(Array.isArray(value) ? value : [value])}))`;
    case "$gt":
      return `${column} > ${params.add(value)}`;
    case "$gte":
      return `${column} >= ${params.add(value)}`;
    case "$lt":
      return `${column} < ${params.add(value)}`;
    case "$lte":
      return `${column} <= ${params.add(value)}`;
    case "$exists":
      return value ? `${column} IS NOT NULL` : `${column} IS NULL`;
    case "$autocomplete":
    case "$q":
      return `${column} ILIKE ${params.add(`%${String(value).replace(/[%_\\]/g, "\\$&")}%`)}`;
    default:
      return undefined;
  }
}

/** A comparison on a custom field kept in a jsonb column. */
export function compareCustomField(jsonColumn: string, field: string, operator: string, value: unknown, params: SqlParams): string | undefined {
  const key = params.add(field);
  const json = `${jsonColumn}->${key}`;
  const text = `${jsonColumn}->>${key}`;
  switch (operator) {
    case "$eq":
      return `${json} = ${params.add(JSON.stringify(value))}::jsonb`;
    case "$ne":
      return `${json} IS DISTINCT FROM ${params.add(JSON.stringify(value))}::jsonb`;
    case "$in":
    case "$nin": {
      const list = (Array.isArray(value) ? value : [value]).map((item) => JSON.stringify(item));
      const condition = `${json} = ANY(${params.add(list)}::jsonb[])`;
      return operator === "$in" ? condition : `NOT coalesce(${condition}, false)`;
    }
    case "$contains":
      return `${json} @> ${params.add(JSON.stringify([value]))}::jsonb`;
    case "$exists":
      return value ? `${jsonColumn} ? ${key}` : `NOT (${jsonColumn} ? ${key})`;
    case "$gt":
    case "$gte":
    case "$lt":
    case "$lte":
      return typeof value === "number"
        ? compareColumn(`(${text})::numeric`, operator, value, params)
        : compareColumn(text, operator, value, params);
    case "$autocomplete":
    case "$q":
      return compareColumn(text, operator, value, params);
    default:
      return undefined;
  }
}

const sortDirection = (direction: unknown) => (Number(direction) < 0 ? "DESC" : "ASC");

/** Stream's normalized sort, [{field, direction}], as ORDER BY terms via a field resolver. */
export function compileSort(sort: unknown, resolve: (field: string) => string | undefined): string[] {
  if (!Array.isArray(sort)) return [];
  return sort.flatMap((entry) => {
    const { field, direction } = (entry ?? {}) as { field?: unknown; direction?: unknown };
    if (typeof field !== "string") return [];
    const expression = resolve(field);
    if (!expression) throw inputError(`sorting by ${field} is not supported`);
    return [`${expression} ${sortDirection(direction)} NULLS LAST`];
  });
}
