import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

import noServerOnlyInClient from "./eslint-rules/no-server-only-in-client.mjs";

/**
 * The layers (../STYLE.md): pages and components read through lib/, never the database; client
 * components import nothing server-only; lib/ knows nothing of pages and components; the tools in
 * scripts/ and the seed in prisma/ do not depend on tests. tests/unit/lint-layers.test.ts proves
 * each rule on a fixture.
 */
const noDatabase = [
  { name: "@/lib/db", message: "Pages and components read through a domain module in lib/, never the database." },
  { name: "@/lib/generated/prisma/client", message: "Pages and components take types from lib/ or @/lib/generated/prisma/enums, never the Prisma client." },
];
const noDatabasePatterns = [{ group: ["@/prisma/*", "@/prisma", "@/scripts/*", "@/tests/*"], message: "Pages and components do not import the seed, the scripts or the tests." }];

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: [".next/**", ".next-*/**", "test-results-*/**", ".data/**", "lib/generated/**", "node_modules/**", "playwright-report/**", "test-results/**", "reports/**", "next-env.d.ts", "tests/unit/__fixtures__/**"],
  },
  {
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    plugins: { layers: { rules: { "no-server-only-in-client": noServerOnlyInClient } } },
    rules: {
      "layers/no-server-only-in-client": "error",
      "no-restricted-imports": ["error", { paths: noDatabase, patterns: noDatabasePatterns }],
    },
  },
  {
    files: ["app/**/page.tsx", "app/**/layout.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [...noDatabase, { name: "@/lib/api/route", message: "The route wrapper is for app/api; a page reads through lib/ and lets errors reach its error boundary." }],
          patterns: noDatabasePatterns,
        },
      ],
    },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "@/components/*", "@/tests/*", "@/scripts/*", "@/prisma/*"], message: "lib/ is the layer below pages and components: it imports neither them, nor tests, scripts or the seed." }] }],
    },
  },
  {
    files: ["scripts/**/*.ts", "prisma/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/tests/*", "**/tests/*", "../tests/**", "../../tests/**"], message: "Scripts and the seed do not depend on tests: shared code lives where both can use it (prisma/factories, scripts/support)." }] }],
    },
  },
  {
    files: ["emulators/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/*", "../../*"], message: "A local stand-in for a hosted service imports nothing from the app: it is configured by address and keys." }] }],
    },
  },
];

export default config;
