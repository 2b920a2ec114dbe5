import type { Page } from "@playwright/test";

/** A message with its {placeholders} filled in (only the simple ones the pages use). */
export function fill(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** Light and dark pictures of a page for a person to look at, when SCREENSHOTS_DIR names a folder. */
export async function screenshot(page: Page, name: string) {
  const directory = process.env.SCREENSHOTS_DIR;
  if (!directory) return;
  await page.screenshot({ path: `${directory}/${name}-light.png`, fullPage: true });
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await page.screenshot({ path: `${directory}/${name}-dark.png`, fullPage: true });
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}
