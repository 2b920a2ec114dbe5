import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    ignores: [".next/**", ".data/**", "lib/generated/**", "node_modules/**", "playwright-report/**", "test-results/**", "reports/**", "next-env.d.ts"],
  },
];

export default config;
