/**
 * What `npm run measure:js` and the e2e budget test share: which part of the bundle a script is,
 * and the budget on our own code.
 */

/** Our own code's first-load budget per page (the framework's floor, about 135 KB gzip, is apart). */
export const APP_BUDGET_BYTES = 25 * 1024;

/** Which part of the bundle a chunk mostly is, by markers that survive minification. */
export function classifyScript(body: string): string {
  if (/react-dom|ReactDOM|__reactContainer|reactFiber/.test(body) && body.length > 60_000) return "framework: React DOM";
  if (/__next_f|next-router-state-tree|__NEXT_|nextjs|next\/dist/.test(body)) return "framework: Next runtime";
  if (/react\.production|react-jsx-runtime|Symbol\.for\("react\./.test(body)) return "framework: React";
  return "app";
}

export const isFrameworkScript = (kind: string) => kind.startsWith("framework");
