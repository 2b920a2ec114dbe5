import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "@jest/globals";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

function keys(messages: object, prefix = ""): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === "object" ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** The arguments an ICU message uses, found by ICU's own parser (plural and select branches included). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ("value" in element && element.type !== TYPE.literal) names.add(String(element.value));
      if ("options" in element) for (const option of Object.values(element.options)) visit(option.value);
      if ("children" in element) visit(element.children);
    }
  };
  visit(parse(message));
  return [...names].sort();
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
