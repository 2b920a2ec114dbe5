import { expect, test } from "@playwright/test";

import { demo, logIn } from "./support/session";

/**
 * The production server answers anonymous requests for public pages from its response cache
 * (lib/http-cache) and renders everything personal fresh.
 */
test("a visitor's second request for a public page is a cache hit, a logged-in one is rendered for that user", async ({ page, request }) => {
  // A unique search, already in its canonical form (lists redirect any other): no other test can have filled this entry.
  const path = `/en/us/jobs?search=probe${Date.now()}`;
  const first = await request.get(path);
  expect(first.status()).toBeLessThan(500);
  expect(first.headers()["x-cache"]).toBe("MISS");
  const second = await request.get(path);
  expect(second.headers()["x-cache"]).toBe("HIT");
  // The same page, but for its nonce: each answer has its own (lib/http-cache/fresh-nonce.ts).
  const withoutNonce = async (answer: typeof first) => {
    const nonce = /'nonce-([\w-]+)'/.exec(answer.headers()["content-security-policy"] ?? "")![1]!;
    return (await answer.text()).replaceAll(nonce, "NONCE");
  };
  expect(await withoutNonce(second)).toBe(await withoutNonce(first));
  expect(second.headers()["content-security-policy"]).not.toBe(first.headers()["content-security-policy"]);

  await logIn(page.request, demo.employer);
  const personal = await page.request.get(path);
  expect(personal.headers()["x-cache"]).toBe("BYPASS");
  await page.goto(path);
  await expect(page.getByRole("link", { name: "Log in" })).toHaveCount(0);
  // Straight to the employer's home page, not through /home's redirect.
  await expect(page.getByRole("link", { name: "Remote Jobs home" })).toHaveAttribute("href", "/en/home/employers-candidates-listing");
});
