import type { DatabaseClient } from "../store/database.ts";
import { findObject } from "../store/objects.ts";
import { invalidRequest } from "./stripe-error.ts";

type Json = Record<string, unknown>;

const MAX_DEPTH = 4;

/** Fields Stripe only includes when asked for, computed from the object that holds them. */
const includable: Record<string, Record<string, (owner: Json) => unknown>> = {
  invoice: {
    confirmation_secret: (invoice) =>
      invoice.status === "open" && Number(invoice.amount_remaining) > 0
        ? { type: "payment_intent", client_secret: `pi_${String(invoice.id).slice(3)}_secret_${String(invoice.id).slice(-10)}` }
        : null,
  },
};

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function expandPath(db: DatabaseClient, node: unknown, parts: string[]): Promise<unknown> {
  if (Array.isArray(node)) return Promise.all(node.map((item) => expandPath(db, item, parts)));
  const [field, ...rest] = parts;
  if (!isObject(node) || field === undefined) return node;
  let value = node[field];
  if (value === undefined) {
    const compute = includable[String(node.object)]?.[field];
    if (!compute) throw invalidRequest(`This property cannot be expanded (${field}).`, { param: "expand" });
    value = compute(node);
  }
  value = Array.isArray(value) ? await Promise.all(value.map((entry) => resolveReference(db, entry, field))) : await resolveReference(db, value, field);
  node[field] = rest.length > 0 ? await expandPath(db, value, rest) : value;
  return node;
}

/** An id becomes its object; objects and null stay as they are; anything else cannot be expanded. */
async function resolveReference(db: DatabaseClient, value: unknown, field: string): Promise<unknown> {
  if (value === null || isObject(value)) return value;
  const found = typeof value === "string" ? await findObject(db, value) : null;
  if (!found) throw invalidRequest(`This property cannot be expanded (${field}).`, { param: "expand" });
  return found;
}

/** Replaces ids with their objects along dotted `expand` paths (lists need the `data.` prefix, as in Stripe). */
export async function expandResponse(db: DatabaseClient, response: unknown, paths: string[]): Promise<unknown> {
  let result = structuredClone(response);
  for (const path of paths) {
    const parts = path.split(".");
    if (parts.length > MAX_DEPTH) throw invalidRequest(`You cannot expand more than ${MAX_DEPTH} levels of a property. Property: ${path}`, { param: "expand" });
    result = await expandPath(db, result, parts);
  }
  return result;
}
