import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "@jest/globals";

import { clientNamespaces, pickClientMessages } from "@/i18n/client-messages";
import en from "@/messages/en.json";

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

describe("client messages", () => {
  it("carry every namespace a component reads with useTranslations", () => {
    const read = new Set<string>();
    for (const file of [...sourceFiles("components"), ...sourceFiles("app"), ...sourceFiles("lib")]) {
      for (const match of readFileSync(file, "utf8").matchAll(/useTranslations\(\s*["']([A-Za-z]+)/g)) read.add(match[1]!);
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((namespace) => !(clientNamespaces as readonly string[]).includes(namespace)).sort()).toEqual([]);
  });

  it("leave server-only texts out of the browser's payload", () => {
    const picked = pickClientMessages(en);
    expect(Object.keys(picked).sort()).toEqual([...clientNamespaces].filter((namespace) => namespace in en).sort());
    expect(picked).not.toHaveProperty("JobPage");
    expect(picked).not.toHaveProperty("Legal");
  });
});
