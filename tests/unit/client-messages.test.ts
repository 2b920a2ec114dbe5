import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "@jest/globals";

import { loggedInShellNamespaces, pageNamespaces, pickMessages, shellNamespaces } from "@/i18n/client-messages";
import en from "@/messages/en.json" with { type: "json" };

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

const travelling: string[] = [...shellNamespaces, ...loggedInShellNamespaces, ...Object.values(pageNamespaces).flat()];

describe("client messages", () => {
  it("carry every namespace a component reads with useTranslations", () => {
    const read = new Set<string>();
    for (const file of [...sourceFiles("components"), ...sourceFiles("app"), ...sourceFiles("lib")]) {
      for (const match of readFileSync(file, "utf8").matchAll(/useTranslations\(\s*["']([A-Za-z]+)/g)) read.add(match[1]!);
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((namespace) => !travelling.includes(namespace.split(".")[0]!)).sort()).toEqual([]);
  });

  it("leave server-only texts and other pages' forms out of the shell's payload", () => {
    const picked = pickMessages(en, shellNamespaces);
    expect(Object.keys(picked).sort()).toEqual([...shellNamespaces].sort());
    for (const namespace of ["JobPage", "Legal", "AccountSettings", "ApplyPanel", "Errors"]) expect(picked).not.toHaveProperty(namespace);
  });

  it("name only namespaces that exist", () => {
    expect(travelling.filter((namespace) => !(namespace in en))).toEqual([]);
  });
});
