import { describe, expect, it } from "@jest/globals";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

function keys(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === "object" ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function placeholders(message: string): string[] {
  // `{name}` or `{count, plural, ...}`; the branch texts inside plurals are not placeholders.
  return [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]!))].sort();
}

describe("messages", () => {
  it("has the same keys in English and Spanish", () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it("uses the same placeholders in both languages", () => {
    const lookup = (messages: object, path: string) => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;
    for (const key of keys(en)) {
      expect({ key, placeholders: placeholders(lookup(es, key)) }).toEqual({ key, placeholders: placeholders(lookup(en, key)) });
    }
  });
});
