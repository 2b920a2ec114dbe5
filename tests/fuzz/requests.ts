import { z } from "zod";

import type { Random } from "@/tests/fuzz/random";
import { badText, badValue } from "@/tests/fuzz/values";

/** A JSON Schema node as zod's toJSONSchema writes it (the parts the generator reads). */
type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** What a route accepts, read from the schemas its `route()` wrapper was given. */
export type RouteShape = { params?: JsonSchema; query?: JsonSchema; body?: JsonSchema };

export function describeSchemas(schemas: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType } | undefined): RouteShape {
  const toJson = (schema: z.ZodType | undefined): JsonSchema | undefined => {
    if (!schema) return undefined;
    try {
      return z.toJSONSchema(schema, { io: "input", unrepresentable: "any", cycles: "ref", reused: "inline" }) as JsonSchema;
    } catch {
      return {};
    }
  };
  return { params: toJson(schemas?.params), query: toJson(schemas?.query), body: toJson(schemas?.body) };
}

/** Real values the generator draws from, so that requests get past "not found" into the rules. */
export type Pools = { ids: string[]; emails: string[]; smallInts: number[] };

/**
 * An instance that mostly satisfies the schema: ids of real records where an id is asked for,
 * values inside the bounds. Mutations then break one part of it, so that each bad value is checked
 * by the code behind the parsing that the rest of the request reaches.
 */
export function instanceOf(schema: JsonSchema, random: Random, pools: Pools, root: JsonSchema = schema, key = "", depth = 0): unknown {
  if (depth > 8) return null;
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop() ?? "";
    const target = root.$defs?.[name];
    return target ? instanceOf(target, random, pools, root, key, depth + 1) : null;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return instanceOf(random.pick(choices), random, pools, root, key, depth + 1);
  if (schema.allOf?.length) return instanceOf(schema.allOf[0]!, random, pools, root, key, depth + 1);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case "object": {
      const result: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || random.chance(0.6)) result[name] = instanceOf(property, random, pools, root, name, depth + 1);
      }
      return result;
    }
    case "array": {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      const tuple = schema.prefixItems;
      if (tuple) return tuple.map((item) => instanceOf(item, random, pools, root, key, depth + 1));
      return Array.from({ length: random.int(min, max) }, () => (schema.items ? instanceOf(schema.items, random, pools, root, key, depth + 1) : "x"));
    }
    case "string":
      return stringFor(schema, random, pools, key);
    case "integer":
    case "number": {
      // The schema's own bounds, or none: what passes parsing and still has to fit a column.
      if (random.chance(0.3)) {
        const edges = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter((edge): edge is number => edge !== undefined);
        const wide = type === "integer" ? [2_147_483_648, -2_147_483_649, 32_768, Number.MAX_SAFE_INTEGER, 0, -1] : [1e308, -1e308, 5e-324, 0.1 + 0.2, 2_147_483_648.5];
        return random.pick(edges.length > 0 ? edges : wide);
      }
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const high = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 20), low + 1_000);
      if (/id$/i.test(key) && random.chance(0.5) && pools.smallInts.length) return random.pick(pools.smallInts);
      const value = random.int(Math.ceil(low), Math.floor(Math.max(low, high)));
      return type === "number" && random.chance(0.2) ? value + 0.5 : value;
    }
    case "boolean":
      return random.chance(0.5);
    case "null":
      return null;
    default:
      // Anything goes (a preprocess, a custom check): a word, or an id when the field names one.
      return /id$/i.test(key) && pools.ids.length ? random.pick(pools.ids) : "fuzz";
  }
}

function stringFor(schema: JsonSchema, random: Random, pools: Pools, key: string): string {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
  if (schema.format === "uuid" || /(^|_)id$|Id$/.test(key)) return random.chance(0.8) && pools.ids.length ? random.pick(pools.ids) : random.uuid();
  if (schema.format === "email" || /email/i.test(key)) return random.chance(0.5) && pools.emails.length ? random.pick(pools.emails) : `fuzz.${random.int(0, 1e6)}@example.test`;
  if (schema.format === "date-time") return new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28))).toISOString();
  if (schema.format === "date") return `2026-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
  if (schema.format === "uri" || /url|link|website/i.test(key)) return `https://example.com/${random.int(0, 999)}`;
  if (random.chance(0.4)) return hostileText(random, min, schema.maxLength);
  const length = random.int(Math.max(min, 1), Math.max(max, 1));
  return Array.from({ length }, () => random.pick("abcdefghijklmnopqrstuvwxyz ".split(""))).join("").padEnd(min, "a");
}

/** Characters a schema that only bounds the length lets through, and that the code behind it must still store or refuse. */
const hostileCharacters = ["\u0000", "\ud800", "\udfff", "'", '"', "\\", "%", "_", "<", ">", "&", "\u202e", "\u200b", "🧑‍💻", "ñ", "漢", "\r\n", "\t", "$", "{", "}", "/", ".."];

/** Text inside the schema's length bounds (often at the maximum), made of those characters. */
function hostileText(random: Random, min: number, maxLength: number | undefined): string {
  const max = Math.min(maxLength ?? 300, 20_000);
  const length = random.chance(0.4) ? max : random.int(Math.max(min, 1), Math.max(min, 1, Math.min(max, 40)));
  let text = "";
  while (text.length < length) text += random.chance(0.5) ? random.pick(hostileCharacters) : "a";
  return text.slice(0, Math.max(length, min));
}

/** Paths to every part of a JSON value (objects' keys and arrays' indexes). */
function partsOf(value: unknown, prefix: (string | number)[] = [], parts: (string | number)[][] = []): (string | number)[][] {
  if (value && typeof value === "object" && parts.length < 200) {
    for (const [key, child] of Object.entries(value)) {
      const path = [...prefix, Array.isArray(value) ? Number(key) : key];
      parts.push(path);
      partsOf(child, path, parts);
    }
  }
  return parts;
}

function setAt(target: unknown, path: (string | number)[], value: unknown, remove = false): void {
  let node = target as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) {
    const next = node[step];
    // An earlier change replaced a parent with a value that has no parts.
    if (!next || typeof next !== "object") return;
    node = next as Record<string | number, unknown>;
  }
  if (!node || typeof node !== "object") return;
  const last = path[path.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else {
    node[last] = value;
  }
}

/** A JSON body: the schema's instance with one part broken, or something else entirely. */
export function jsonBodyFor(shape: JsonSchema | undefined, random: Random, pools: Pools): { label: string; value: unknown } {
  return mutateJson(shape ? instanceOf(shape, random, pools) : {}, random);
}

/** A value with one part broken, a part removed, many parts broken, or replaced whole; sometimes as it is. */
export function mutateJson(base: unknown, random: Random): { label: string; value: unknown } {
  const parts = partsOf(base);
  const roll = random.int(0, 9);
  if (roll <= 4 && parts.length > 0) {
    const path = random.pick(parts);
    const [name, value] = badValue(random);
    setAt(base, path, value);
    return { label: `${path.join(".")} = ${name}`, value: base };
  }
  if (roll === 5 && parts.length > 0) {
    const path = random.pick(parts);
    setAt(base, path, undefined, true);
    return { label: `without ${path.join(".")}`, value: base };
  }
  if (roll === 6) {
    // Every leaf broken at once.
    for (const path of parts) if (random.chance(0.5)) setAt(base, path, badValue(random)[1]);
    return { label: "many fields broken", value: base };
  }
  if (roll === 7) {
    const [name, value] = badValue(random);
    return { label: `whole body = ${name}`, value };
  }
  if (roll === 8 && base && typeof base === "object" && !Array.isArray(base)) {
    const extra = JSON.parse('{"__proto__":{"role":"ADMINISTRATOR"},"role":"ADMINISTRATOR","isAdmin":true,"id":"00000000-0000-0000-0000-000000000000","created_by_id":"x"}') as Record<string, unknown>;
    return { label: "extra fields (role, id, __proto__)", value: { ...(base as Record<string, unknown>), ...extra } };
  }
  return { label: "schema-shaped", value: base };
}

/** A query string from the query schema, with hostile values, repeated keys and broken encodings. */
export function queryFor(shape: JsonSchema | undefined, random: Random, pools: Pools): { label: string; query: string } {
  const base = (shape ? instanceOf(shape, random, pools) : {}) as Record<string, unknown>;
  const entries: [string, string][] = [];
  for (const [key, value] of Object.entries(base && typeof base === "object" ? base : {})) {
    for (const item of Array.isArray(value) ? value : [value]) entries.push([key, typeof item === "object" ? JSON.stringify(item) : String(item)]);
  }
  const keys = [...Object.keys(shape?.properties ?? {}), "take", "page", "q", "sort"];
  let label = "schema-shaped query";
  const roll = random.int(0, 9);
  if (roll <= 4) {
    const key = random.pick(keys);
    const [name, value] = badText(random);
    const others = entries.filter(([existing]) => existing !== key);
    others.push([key, value]);
    entries.splice(0, entries.length, ...others);
    label = `?${key} = ${name}`;
  } else if (roll === 5 && keys.length) {
    const key = random.pick(keys);
    entries.push([key, "1"], [key, "2"], [key, ""]);
    label = `?${key} repeated`;
  } else if (roll === 6) {
    const raw = random.pick(["%zz", "%", "%00", "%C0%AE%C0%AE", "%FF%FE", "a=%E0%A4%A", "&&&==", "=x", "a[]=1&a[]=2", "a[b][c]=1", "__proto__[x]=1", "constructor=1", "%u0000"]);
    const built = new URLSearchParams(entries).toString();
    return { label: `raw query ${raw}`, query: `?${built}${built ? "&" : ""}${keys.length ? `${random.pick(keys)}=` : ""}${raw}` };
  }
  const built = new URLSearchParams(entries).toString();
  return { label, query: built ? `?${built}` : "" };
}

/** A path parameter: usually a real record's id, else an id that names nothing or no id at all. */
export function paramFor(real: readonly string[], random: Random): { label: string; value: string } {
  // The draw comes first, so that the cases that follow do not depend on whether the world has such records.
  if (random.chance(0.55) && real.length) return { label: "real", value: random.pick(real) };
  if (random.chance(0.2)) return { label: "unknown uuid", value: random.uuid() };
  const [name, value] = badText(random);
  return { label: name, value };
}

/** Bodies that are not JSON at all, or JSON under the wrong name: each with the content type it is sent as. */
export function rawBodyFor(random: Random, json: string): { label: string; contentType: string | null; body: string | Uint8Array } {
  const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d]);
  const choices: (() => { label: string; contentType: string | null; body: string | Uint8Array })[] = [
    () => ({ label: "truncated JSON", contentType: "application/json", body: json.slice(0, Math.max(1, Math.floor(json.length / 2))) }),
    () => ({ label: "JSON with trailing comma", contentType: "application/json", body: '{"a":1,}' }),
    () => ({ label: "JSON NaN", contentType: "application/json", body: '{"take":NaN}' }),
    () => ({ label: "JSON single quotes", contentType: "application/json", body: "{'a':'b'}" }),
    () => ({ label: "BOM before JSON", contentType: "application/json", body: `\ufeff${json}` }),
    () => ({ label: "invalid UTF-8 in JSON", contentType: "application/json", body: invalidUtf8 }),
    () => ({ label: "UTF-16 JSON", contentType: "application/json; charset=utf-16", body: new Uint8Array(Buffer.from(json, "utf16le")) }),
    () => ({ label: "NUL bytes", contentType: "application/json", body: new Uint8Array([0, 0, 0, 0]) }),
    () => ({ label: "JSON as text/plain", contentType: "text/plain", body: json }),
    () => ({ label: "no content type", contentType: null, body: json }),
    () => ({ label: "form urlencoded", contentType: "application/x-www-form-urlencoded", body: "a=1&b=%zz&email=x%00y" }),
    () => ({ label: "xml", contentType: "application/xml", body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>' }),
    () => ({ label: "multipart without boundary", contentType: "multipart/form-data", body: "--x\r\n\r\n" }),
    () => ({ label: "broken multipart", contentType: "multipart/form-data; boundary=fuzz", body: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 \u0000 broken' }),
    () => ({ label: "multipart with a text file", contentType: "multipart/form-data; boundary=fuzz", body: '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot an image\r\n--fuzz--\r\n' }),
    () => ({ label: "multipart with odd fields", contentType: "multipart/form-data; boundary=fuzz", body: '--fuzz\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n\u0000\r\n--fuzz\r\nContent-Disposition: form-data; name="type"\r\n\r\n<script>\r\n--fuzz--\r\n' }),
    () => ({ label: "empty body", contentType: "application/json", body: "" }),
    () => ({ label: "whitespace body", contentType: "application/json", body: " \n\t " }),
    () => ({ label: "JSON number out of range", contentType: "application/json", body: '{"take":1e999,"page":-1e999}' }),
    () => ({ label: "huge JSON string (1 MB)", contentType: "application/json", body: JSON.stringify({ text: "x".repeat(1_000_000) }) }),
  ];
  return random.pick(choices)();
}

/** A body above every route's limit; a handful per run, they are slow to build. */
export function hugeBody(): { label: string; contentType: string; body: string } {
  return { label: "huge body (6 MB)", contentType: "application/json", body: JSON.stringify({ text: "x".repeat(6 * 1024 * 1024) }) };
}
