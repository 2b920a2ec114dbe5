import { expect, test, type Page } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { demo, logIn } from "./support/session";

// A dashboard page that is slow to come (a busy server, a phone's network) shows its frame at once:
// the menu item that was tapped leads somewhere visibly, instead of the old page staying put.

const messages = { en, es } as const;
type Messages = (typeof messages)[keyof typeof messages];

/** Holds each page navigation's server answer back by `ms`, prefetches aside, while `isHolding()` says so. */
async function slowNavigations(page: Page, ms: number, isHolding: () => boolean) {
  await page.route("**/*", async (route) => {
    const headers = route.request().headers();
    if (isHolding() && headers.rsc && !headers["next-router-prefetch"]) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Where each side starts, the menu item it taps, and what shows once the page has come. */
const journeys = {
  employer: { from: "/home/employers-candidates-listing", item: "templates", loading: (t: Messages) => t.JobTemplates.loading, arrived: (page: Page, t: Messages) => page.getByText(t.JobTemplates.lead) },
  candidate: { from: "/home/candidates-jobs-listing", item: "messages", loading: (t: Messages) => t.Chat.loading, arrived: (page: Page, t: Messages) => page.getByRole("searchbox", { name: t.Chat.search }) },
} as const;

for (const locale of ["en", "es"] as const) {
  for (const side of ["employer", "candidate"] as const) {
    const t = messages[locale];
    const journey = journeys[side];

    test(`${locale}: the ${side}'s ${journey.item} page shows its frame while it loads`, async ({ page }) => {
      await logIn(page.request, demo[side]);
      await page.goto(`/${locale}${journey.from}`);
      // As a person who looks at the page a moment: the menu's links have been prefetched.
      await page.waitForLoadState("networkidle");
      // The router prefetches the frames once idle, after networkidle has already fired (CI saw a click land mid-prefetch).
      await page.waitForTimeout(1500);
      let holding = true;
      await slowNavigations(page, 1500, () => holding);

      await page.getByRole("link", { name: t.DashboardMenu[journey.item] }).filter({ visible: true }).first().click();
      await expect(page.getByRole("status").filter({ hasText: journey.loading(t) })).toBeAttached();
      await expect(page.locator("[aria-busy=true]")).toBeVisible();

      holding = false;
      await expect(journey.arrived(page, t)).toBeVisible();
    });
  }
}

test("a page without a frame of its own shows a bar across the top until it comes", async ({ page }) => {
  await logIn(page.request, demo.candidate);
  await page.goto("/en/home/candidates-jobs-listing");
  await page.waitForLoadState("networkidle");
  let holding = true;
  await slowNavigations(page, 1500, () => holding);

  const job = page.getByRole("main").getByRole("article").first().getByRole("link").first();
  const title = (await job.innerText()).trim();
  await job.click();
  const bar = page.locator("[data-navigation-progress]");
  await expect(bar).toBeVisible();

  holding = false;
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
