import { expect, type Locator } from "@playwright/test";

/**
 * Hovers a message and clicks a button its hover shows, again until the click lands: a list still
 * settling (an image loading above) can move the message from under the pointer between the hover
 * and the click, and the button hides with the hover.
 */
export async function clickOnHover(message: Locator, button: Locator) {
  await expect(async () => {
    await message.hover();
    await button.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Clicks what opens `shown` (a dialog, a menu) until it shows: on a busy machine a click that
 * lands before the page has hydrated does nothing.
 */
export async function clickUntilShown(trigger: Locator, shown: Locator) {
  await expect(async () => {
    if (!(await shown.isVisible())) await trigger.click({ timeout: 2_000 });
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
