import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "@jest/globals";
import ts from "typescript";

/**
 * Every text a user reads comes from messages/en.json and messages/es.json. This walks the JSX of
 * app/ and components/ and reports text written straight into a component: JSX text with a
 * letter in it, and string literals in the attributes people read (alt, title, placeholder,
 * aria-label...).
 */
const roots = ["app", "components"];
const readableAttributes = new Set(["alt", "title", "placeholder", "aria-label", "aria-description", "aria-placeholder", "aria-roledescription", "aria-valuetext", "label"]);
const letter = /\p{L}/u;

function tsxFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && letter.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && readableAttributes.has(node.name.getText(source))) {
      const value = node.initializer;
      const text = value && ts.isStringLiteral(value) ? value.text : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression) ? value.expression.text : null;
      if (text && letter.test(text)) found.push(`${node.name.getText(source)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${path.relative(process.cwd(), file)}: ${text}`);
}

describe("user-facing text", () => {
  it("comes from the message files, not from literals in components", () => {
    const literals = roots.flatMap((root) => tsxFiles(path.join(process.cwd(), root))).flatMap(literalTexts);
    expect(literals).toEqual([]);
  });

  it("would be caught if a component held one", () => {
    const file = path.join(process.cwd(), "tests/unit/__fixtures__/literal.tsx");
    expect(literalTexts(file)).toEqual([expect.stringContaining('aria-label="Close"'), expect.stringContaining("Apply now")]);
  });
});
