import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { solidPng } from "../support/images";
import { logIn, queryDatabase } from "./support/session";

// Each test makes its own account through the API: these flows change the account (side,
// name, password, e-mail), which must never disturb the demo accounts other tests read.

const password = "first password 123";
let sequence = 0;

async function signUp(request: APIRequestContext, { side, firstName, lastName }: { side: "employer" | "candidate"; firstName: string; lastName: string }) {
  const email = `account.${side}.${process.pid}.${Date.now()}.${++sequence}@example.test`;
  const response = await request.post("/api/users", {
    data: { email, password, logged_as: side, is_employer: side === "employer", first_name: firstName, last_name: lastName },
  });
  expect(response.status()).toBe(201);
  await logIn(request, email, password);
  return email;
}

async function openUserMenu(page: Page, name: string) {
  await page.getByRole("button", { name: `Account menu of ${name}` }).click();
}

test("switches from employer to candidate and back through the user menu, landing on each side's home", async ({ page }) => {
  await signUp(page.request, { side: "employer", firstName: "Elena", lastName: "Switcher" });
  await page.goto("/en/home");
  await expect(page).toHaveURL(/\/en\/home\/employers-candidates-listing$/);

  await openUserMenu(page, "Elena Switcher");
  await page.getByRole("menuitem", { name: "Switch to candidate" }).click();
  await page.waitForURL(/\/en\/home\/candidates-jobs-listing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next remote job");
  // The session cookie moved with the switch: a reload stays on the candidate side.
  await page.reload();
  await expect(page).toHaveURL(/\/en\/home\/candidates-jobs-listing$/);

  await openUserMenu(page, "Elena Switcher");
  await page.getByRole("menuitem", { name: "Switch to employer" }).click();
  await page.waitForURL(/\/en\/home\/employers-candidates-listing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find candidates");
});

// The employer's profile: a candidate's has five sections (tests/e2e/candidate-profile.spec.ts).
test("edits the name and uploads a picture on the profile", async ({ page }) => {
  await signUp(page.request, { side: "employer", firstName: "Pat", lastName: "Before" });
  await page.goto("/en/home/profile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profile");
  const avatar = page.getByRole("img", { name: "Your profile picture" });
  await expect(avatar).toHaveAttribute("src", "/images/default-avatar.svg");

  const save = page.getByRole("button", { name: "Save changes" });
  await page.getByLabel("First name").fill("Renée");
  await page.getByLabel("Last name").fill("1234");
  await page.getByLabel("Last name").blur();
  await expect(page.getByText("Only letters are allowed")).toBeVisible();
  await expect(save).toHaveAttribute("aria-disabled", "true");
  await page.getByLabel("Last name").fill("O'Hara-Núñez");
  await Promise.all([page.waitForResponse((response) => response.request().method() === "PUT" && /\/api\/users\/[0-9a-f-]{36}$/.test(response.url())), save.click()]);
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  // The navbar reads the new name.
  await expect(page.getByRole("button", { name: "Account menu of Renée O'Hara-Núñez" })).toBeVisible();

  await page.getByLabel("Change picture").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
  await expect(page.getByText("Choose a JPEG, PNG or WebP image.")).toBeVisible();

  const png = solidPng({ width: 32, height: 32, rgb: [220, 38, 38] });
  await Promise.all([page.waitForResponse((response) => response.url().endsWith("/profilePic")), page.getByLabel("Change picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png })]);
  await expect(page.getByText("Your picture has been updated.")).toBeVisible();
  await expect(avatar).toHaveAttribute("src", /^\/api\/files\/[0-9a-f-]{36}$/);
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(32);

  const served = await page.request.get((await avatar.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await served.body()).equals(png)).toBe(true);

  await page.reload();
  await expect(page.getByRole("img", { name: "Your profile picture" })).toHaveAttribute("src", /^\/api\/files\//);
  await expect(page.getByLabel("First name")).toHaveValue("Renée");
});

test("shows employers the go-premium prompt on the profile without leaving it", async ({ page }) => {
  await signUp(page.request, { side: "employer", firstName: "Gina", lastName: "Premium" });
  await page.goto("/es/home/profile?goPremium=true");
  const dialog = page.getByRole("dialog", { name: "Hazte premium" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Ahora no" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/es\/home\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Perfil");
});

test("changes the password without losing the session, then logs in with the new one", async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const email = await signUp(page.request, { side: "candidate", firstName: "Sam", lastName: "Secure" });
  await page.goto("/en/home/account-settings");
  // Typed and sent before the form hydrated, nothing is sent on a busy machine: fill and send again until the change is answered.
  await expect(async () => {
    await page.getByLabel("Current password").fill(password);
    await page.getByLabel("New password", { exact: true }).fill("second password 456");
    await page.getByLabel("Repeat the new password").fill("second password 456");
    await Promise.all([
      // Long enough for a slow scrypt: sent twice, the second would meet the new password.
      page.waitForResponse((response) => response.url().endsWith("/api/auth/change-password-profile"), { timeout: 15_000 }),
      page.getByRole("button", { name: "Change password" }).click({ timeout: 2_000 }),
    ]);
  }).toPass({ timeout: 45_000 });
  // The change's answer renewed this browser's session: the page stays, with no sign-out and no
  // trip through the login page (the live connections' calls in between once met a revoked session).
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await expect(page).toHaveURL(/\/en\/home\/account-settings$/);

  await page.reload();
  await expect(page).toHaveURL(/\/en\/home\/account-settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");

  const fresh = await playwright.request.newContext({ baseURL });
  await expect(logIn(fresh, email, password)).rejects.toThrow();
  await logIn(fresh, email, "second password 456");
  await fresh.dispose();
});

test("changes the e-mail address with the code sent to the new one", async ({ page }) => {
  const email = await signUp(page.request, { side: "candidate", firstName: "Eve", lastName: "Mover" });
  const newEmail = email.replace("account.", "moved.");
  await page.goto("/en/home/account-settings");
  const sendCode = page.getByRole("button", { name: "Send code" });
  // Typed before the form hydrates, the blur goes unheard on a busy machine: type again until it is.
  await expect(async () => {
    await page.getByLabel("New e-mail address").fill(email);
    await page.getByLabel("New e-mail address").blur();
    await expect(page.getByText("Emails no different")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(sendCode).toHaveAttribute("aria-disabled", "true");

  await page.getByLabel("New e-mail address").fill(newEmail);
  await Promise.all([page.waitForResponse((response) => response.url().endsWith("/api/users/profile/send-email-verification")), sendCode.click()]);
  await expect(page.getByText(`We sent a code to ${newEmail}.`)).toBeVisible();
  const [mail] = await queryDatabase<{ text: string }>(`SELECT text FROM outbox_emails WHERE "to" = $1 AND template = 'email_change_code' ORDER BY created_at DESC LIMIT 1`, [newEmail]);
  const code = mail!.text.match(/^(\d{6})$/m)![1]!;

  const changeEmail = () => Promise.all([page.waitForResponse((response) => response.url().endsWith("/api/users/profile/change-email")), page.getByRole("button", { name: "Change e-mail" }).click()]);
  await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await changeEmail();
  await expect(page.getByText("The code is not correct.")).toBeVisible();
  await page.getByLabel("Verification code").fill(code);
  await changeEmail();
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await expect(page.getByTestId("current-email")).toHaveText(newEmail);
});

test("deletes the account after the e-mail is typed to confirm, and logs out", async ({ page, playwright, baseURL }) => {
  const email = await signUp(page.request, { side: "candidate", firstName: "Dana", lastName: "Leaving" });
  await page.goto("/en/home/account-settings");
  await page.getByLabel("Why are you leaving?").fill("Found a job through you, thanks!");
  await page.getByRole("button", { name: "Delete my account" }).click();

  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`To confirm, type ${email}`).fill(email.toUpperCase());
  await confirm.click();

  await page.waitForURL(/\/en$/);
  await page.goto("/en/home/profile");
  await expect(page).toHaveURL(/\/en\/auth\/login/);
  const fresh = await playwright.request.newContext({ baseURL });
  await expect(logIn(fresh, email, password)).rejects.toThrow();
  await fresh.dispose();
});
