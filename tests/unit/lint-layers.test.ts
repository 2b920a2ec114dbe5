import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it, jest } from "@jest/globals";
import { ESLint } from "eslint";

// Loading eslint-config-next and the TypeScript parser takes a few seconds on a busy machine.
jest.setTimeout(60_000);

const eslint = new ESLint({ cwd: process.cwd() });
const fixture = (name: string) => readFileSync(path.join(process.cwd(), "tests/unit/__fixtures__/layers", name), "utf8");

/** The rule ids ESLint reports for a fixture linted as if it lived at `filePath`. */
async function violations(name: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(fixture(name), { filePath: path.join(process.cwd(), filePath) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the linter keeps the layers (eslint.config.mjs)", () => {
  it.each([
    ["component-reads-database.tsx", "components/jobs/layer-fixture.tsx", "no-restricted-imports"],
    ["component-reads-database.tsx", "app/[locale]/layer-fixture/page.tsx", "no-restricted-imports"],
    ["client-imports-server-only.tsx", "components/jobs/layer-fixture.tsx", "layers/no-server-only-in-client"],
    ["page-imports-route-wrapper.tsx", "app/[locale]/layer-fixture/page.tsx", "no-restricted-imports"],
    ["script-imports-tests.ts", "scripts/layer-fixture.ts", "no-restricted-imports"],
    ["script-imports-tests.ts", "prisma/seed/layer-fixture.ts", "no-restricted-imports"],
    ["lib-imports-component.ts", "lib/jobs/layer-fixture.ts", "no-restricted-imports"],
    ["emulator-imports-app.ts", "emulators/pusher/layer-fixture.ts", "no-restricted-imports"],
  ])("refuses %s at %s (%s)", async (name, filePath, rule) => {
    expect(await violations(name, filePath)).toEqual([expect.stringContaining(`${rule}:`)]);
  });

  it("names the chain that leads a client component to server-only code", async () => {
    expect(await violations("client-imports-server-only.tsx", "components/jobs/layer-fixture.tsx")).toEqual([expect.stringContaining("@/lib/users/get-viewer → server-only")]);
  });

  it("lets a client component import types from a server module, and a test import anything", async () => {
    expect(await violations("client-imports-types-only.tsx", "components/jobs/layer-fixture.tsx")).toEqual([]);
    expect(await violations("script-imports-tests.ts", "tests/integration/layer-fixture.ts")).toEqual([]);
  });
});
