import type { ParamValue, Params } from "./form-params.ts";
import { invalidParam, missingParam } from "./stripe-error.ts";

/** Typed reads of decoded parameters. Stripe treats an empty value (`key=`) as "unset", read here as null. */

export function optionalString(params: Params, key: string): string | null | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (value === "" || value === null) return null;
  if (typeof value === "object") throw invalidParam(key, `Invalid string: ${key} must be a string.`);
  return String(value);
}

export function requiredString(params: Params, key: string): string {
  const value = optionalString(params, key);
  if (value === undefined || value === null) throw missingParam(key);
  return value;
}

export function optionalInteger(params: Params, key: string): number | null | undefined {
  const value = optionalString(params, key);
  if (value === undefined || value === null) return value;
  if (!/^-?\d+$/.test(value)) throw invalidParam(key, `Invalid integer: ${value}`);
  return Number(value);
}

export function optionalBoolean(params: Params, key: string): boolean | undefined {
  const value = optionalString(params, key);
  if (value === undefined || value === null) return undefined;
  if (value !== "true" && value !== "false") throw invalidParam(key, `Invalid boolean: ${value}`);
  return value === "true";
}

export function optionalObject(params: Params, key: string): Params | null | undefined {
  const value = params[key];
  if (value === undefined) return undefined;
  if (value === "" || value === null) return null;
  if (typeof value !== "object" || Array.isArray(value)) throw invalidParam(key, `Invalid object: ${key} must be a hash.`);
  return value;
}

export function optionalArray(params: Params, key: string): ParamValue[] | undefined {
  const value = params[key];
  if (value === undefined || value === "" || value === null) return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === "object") throw invalidParam(key, `Invalid array: ${key} must be an array.`);
  return [value];
}

export function optionalStringArray(params: Params, key: string): string[] | undefined {
  return optionalArray(params, key)?.map((entry) => {
    if (typeof entry === "object") throw invalidParam(key, `Invalid array: ${key} must hold strings.`);
    return String(entry);
  });
}

export function objectArray(params: Params, key: string): Params[] {
  return (optionalArray(params, key) ?? []).map((entry, index) => {
    if (typeof entry !== "object" || entry === null || Array.isArray(entry)) throw invalidParam(`${key}[${index}]`, `Invalid object in ${key}.`);
    return entry;
  });
}

/** Metadata updates merge key by key; an empty value removes a key and `metadata=` clears them all. */
export function mergeMetadata(current: Record<string, string>, params: Params): Record<string, string> {
  if (params.metadata === undefined) return current;
  const update = optionalObject(params, "metadata");
  if (update === null) return {};
  const merged = { ...current };
  for (const [key, value] of Object.entries(update ?? {})) {
    if (value === "" || value === null) delete merged[key];
    else merged[key] = String(value);
  }
  return merged;
}
