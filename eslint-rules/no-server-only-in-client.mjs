import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * A client component ("use client") must not import, directly or through the modules it imports,
 * a module marked `import "server-only"` (database access, secrets, the session), nor next/headers.
 * Type-only imports are fine: they leave nothing in the bundle.
 */
const root = process.cwd();
const extensions = [".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"];
const serverOnlyPackages = new Set(["server-only", "next/headers"]);

const sourceCache = new Map();
const verdictCache = new Map();

function resolve(specifier, fromFile) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  if (/\.(ts|tsx|js|mjs)$/.test(base) && existsSync(base)) return base;
  for (const extension of extensions) if (existsSync(base + extension)) return base + extension;
  return null;
}

function read(file) {
  if (!sourceCache.has(file)) sourceCache.set(file, readFileSync(file, "utf8"));
  return sourceCache.get(file);
}

/** Value imports and re-exports of a module's source (type-only ones left out). */
function valueImports(source) {
  const found = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*["']([^"']+)["']|(?:^|\n)\s*import\s+["']([^"']+)["']/g;
  for (const match of source.matchAll(statement)) {
    if (match[5]) found.push(match[5]);
    else if (!match[2] && !/^\{\s*(type\s+[\w$]+\s*,?\s*)+\}$/.test(match[3] ?? "")) found.push(match[4]);
  }
  return found;
}

/** The chain of imports from `file` to a server-only module, or null. */
function serverOnlyChain(file, seen = new Set()) {
  if (verdictCache.has(file)) return verdictCache.get(file);
  if (seen.has(file)) return null;
  seen.add(file);
  let verdict = null;
  for (const specifier of valueImports(read(file))) {
    if (serverOnlyPackages.has(specifier)) {
      verdict = [specifier];
      break;
    }
    const target = resolve(specifier, file);
    const chain = target ? serverOnlyChain(target, seen) : null;
    if (chain) {
      verdict = [path.relative(root, target), ...chain];
      break;
    }
  }
  verdictCache.set(file, verdict);
  return verdict;
}

const isTypeOnly = (node) => node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === "type"));

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Client components import no server-only module, directly or indirectly." },
    messages: { serverOnly: "A client component cannot import server-only code: {{chain}}." },
    schema: [],
  },
  create(context) {
    const program = context.sourceCode.ast;
    const isClient = program.body.some((node) => node.type === "ExpressionStatement" && node.directive === "use client");
    if (!isClient) return {};
    return {
      ImportDeclaration(node) {
        if (isTypeOnly(node)) return;
        const specifier = node.source.value;
        if (serverOnlyPackages.has(specifier)) {
          context.report({ node, messageId: "serverOnly", data: { chain: specifier } });
          return;
        }
        const target = resolve(specifier, context.filename);
        const chain = target ? serverOnlyChain(target) : null;
        if (chain) context.report({ node, messageId: "serverOnly", data: { chain: [specifier, ...chain].join(" → ") } });
      },
    };
  },
};

export default rule;
