// Jest runs in native ESM (the generated Prisma client is ESM): scripts/test.ts starts it with
// --experimental-vm-modules. SWC strips types and JSX; nothing is compiled down to CommonJS.
const swc = [
  "@swc/jest",
  {
    jsc: {
      target: "es2022",
      parser: { syntax: "typescript", tsx: true, importAttributes: true },
      transform: { react: { runtime: "automatic" } },
      experimental: { keepImportAttributes: true },
    },
    module: { type: "es6" },
  },
];

const shared = {
  rootDir: ".",
  extensionsToTreatAsEsm: [".ts", ".tsx"],
  transform: { "^.+\\.(t|j)sx?$": swc },
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/support/empty-module.js",
  },
  testEnvironment: "node",
};

/** @type {import('jest').Config} */
const config = {
  // Jest reads the timeout from the global config only. Integration tests raise it further in
  // their setup file; 5 s is too tight for jsdom renders on a busy 2-core machine.
  testTimeout: 15_000,
  projects: [
    {
      ...shared,
      displayName: "unit",
      testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"],
      setupFilesAfterEnv: ["<rootDir>/tests/support/unit-setup.ts"],
    },
    {
      ...shared,
      displayName: "integration",
      testEnvironment: "<rootDir>/tests/support/integration-environment.mjs",
      testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/tests/support/integration-setup.ts"],
    },
    {
      // The fuzz tier (tests/fuzz/fuzz.test.ts): the integration harness, its own tier in scripts/test.ts.
      ...shared,
      displayName: "fuzz",
      testEnvironment: "<rootDir>/tests/support/integration-environment.mjs",
      testMatch: ["<rootDir>/tests/fuzz/**/*.test.ts"],
      setupFilesAfterEnv: ["<rootDir>/tests/support/integration-setup.ts"],
    },
  ],
};

export default config;
