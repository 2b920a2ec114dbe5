/** Request parameters as Stripe's form encoding nests them: `items[0][price]=x` → `{ items: [{ price: "x" }] }`. */
export type ParamValue = string | number | boolean | null | Params | ParamValue[];
export type Params = { [key: string]: ParamValue };

type Node = { [key: string]: Node | string };

function splitKey(key: string): string[] {
  const head = key.split("[", 1)[0] ?? "";
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? "");
  return [head, ...rest];
}

// `expand[]=a&expand[]=b` (curl, Stripe's docs) and `expand[0]=a` (the SDK) must both become arrays.
let appendCounter = 0;

function place(root: Node, parts: string[], value: string) {
  let node = root;
  parts.forEach((part, index) => {
    const key = part === "" ? `\u0000${String(appendCounter++).padStart(12, "0")}` : part;
    if (index === parts.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next === "object") node = next;
    else node = node[key] = {};
  });
}

function isArrayKey(key: string) {
  return /^\d+$/.test(key) || key.startsWith("\u0000");
}

function toParams(node: Node | string): ParamValue {
  if (typeof node === "string") return node;
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every(isArrayKey)) {
    const ordered = keys.sort((a, b) => (a.startsWith("\u0000") || b.startsWith("\u0000") ? a.localeCompare(b) : Number(a) - Number(b)));
    return ordered.map((key) => toParams(node[key] as Node | string));
  }
  const result: Params = {};
  for (const key of keys) result[key] = toParams(node[key] as Node | string);
  return result;
}

export function decodeFormParams(encoded: string): Params {
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(encoded)) place(root, splitKey(key), value);
  return toParams(root) as Params;
}
