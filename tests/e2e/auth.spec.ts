import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";

import { clickUntilShown } from "./support/click-actions";
import { logIn, queryDatabase } from "./support/session";

const password = "correct horse 42";

/** Logging in ends with a full page load of the dashboard: give it more than the default 5 s. */
const navigation = { timeout: 20_000 };

/** An address no other test (or earlier run on the same database) uses. */
function freshEmail(testInfo: TestInfo, who: string) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${who}-${testInfo.project.name}-${suffix}@example.test`;
}

async function signUpThroughApi(request: APIRequestContext, email: string, { side = "candidate", locale = "en" }: { side?: "candidate" | "employer"; locale?: "en" | "es" } = {}) {
  const response = await request.post("/api/users", {
    data: { email, password, role: "user", is_employer: side === "employer", logged_as: side, first_name: "Ada", last_name: "Lovelace", locale },
  });
  expect(response.status()).toBe(201);
}

/** The newest e-mail of a kind sent to an address (the outbox records every message). */
async function newestEmail(email: string, template: "password_reset" | "email_confirmation" | "sign_in_link") {
  let text = "";
  await expect
    .poll(async () => {
      const [row] = await queryDatabase<{ text: string }>(`SELECT text FROM outbox_emails WHERE "to" = $1 AND template = $2 ORDER BY created_at DESC LIMIT 1`, [email, template]);
      text = row?.text ?? "";
      return text;
    })
    .not.toBe("");
  return text;
}

async function logInThroughForm(page: Page, email: string, secret: string, labels = { email: "E-mail", password: "Password", submit: "Log in" }) {
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: labels.email }).fill(email);
  await form.getByLabel(labels.password, { exact: true }).fill(secret);
  await form.getByRole("button", { name: labels.submit, exact: true }).click();
}

/** The navbar's account menu; its logout ends the session and reloads the landing page. */
async function logOutThroughMenu(page: Page, menuLabel: RegExp, logoutLabel: string) {
  const logout = page.getByRole("menuitem", { name: logoutLabel });
  await clickUntilShown(page.getByRole("button", { name: menuLabel }), logout);
  await logout.click();
  await page.waitForURL(/\/(en|es)$/);
  expect(await (await page.request.get("/api/auth/session")).json()).toEqual({});
}

test("a candidate signs up through the form, lands on the jobs listing, logs out and logs in again", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = freshEmail(testInfo, "candidate");
  await page.goto("/en/auth/signup?type=want-work");
  await expect(page.getByRole("radio", { name: /I want to work/ })).toBeChecked();

  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: /First name/ }).fill("Ada");
  await form.getByRole("textbox", { name: /Last name/ }).fill("Lovelace");
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm password").fill("not the same");
  // Blocked while the form is invalid (aria-disabled), the button still answers a press: it shows why.
  await expect(form.getByRole("button", { name: "Create account" })).toHaveAttribute("aria-disabled", "true");
  await form.getByRole("button", { name: "Create account" }).click({ force: true });
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await expect(form.getByLabel("Confirm password")).toBeFocused();

  await form.getByLabel("Confirm password").fill(password);
  await form.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/en\/home\/candidates-jobs-listing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next remote job");

  await logOutThroughMenu(page, /^Account menu of Ada Lovelace/, "Log out");
  await page.goto("/en/auth/login");
  await logInThroughForm(page, email, password);
  await page.waitForURL(/\/en\/home\/candidates-jobs-listing$/);
});

test("an employer signs up in Spanish from the footer's employer link and lands on the candidates listing", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = freshEmail(testInfo, "employer");
  await page.goto("/es/auth/signup?type=want-hire&asEmployer=true");
  await expect(page.getByRole("radio", { name: /Quiero contratar/ })).toBeChecked();

  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await form.getByLabel("Contraseña", { exact: true }).fill(password);
  await form.getByLabel("Confirma la contraseña").fill(password);
  await form.getByRole("button", { name: "Crear cuenta" }).click();
  await page.waitForURL(/\/es\/home\/employers-candidates-listing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar candidatos");

  const [user] = await queryDatabase<{ logged_as: string; is_employer: boolean; locale: string }>(`SELECT logged_as, is_employer, locale FROM users WHERE email = $1`, [email]);
  expect(user).toEqual({ logged_as: "EMPLOYER", is_employer: true, locale: "es" });

  await logOutThroughMenu(page, /^Menú de la cuenta de Usuario/, "Cerrar sesión");
  await page.goto("/es/auth/login");
  await logInThroughForm(page, email, password, { email: "Correo electrónico", password: "Contraseña", submit: "Iniciar sesión" });
  await page.waitForURL(/\/es\/home\/employers-candidates-listing$/);
});

test("signing up again with a taken e-mail says so under the e-mail", async ({ page }, testInfo) => {
  const email = freshEmail(testInfo, "taken");
  await signUpThroughApi(page.request, email);
  await page.goto("/en/auth/signup");
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: "E-mail" }).fill(email.toUpperCase());
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm password").fill(password);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByText("An account with this e-mail already exists. Log in, or use another e-mail.")).toBeVisible(navigation);
  await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("aria-invalid", "true");
  await page.waitForURL(/\/en\/auth\/signup/);
});

test("a wrong password shows the error; the right one goes back to the page that asked for a login", async ({ page }, testInfo) => {
  const email = freshEmail(testInfo, "login");
  await signUpThroughApi(page.request, email);

  await page.goto("/en/home/candidates-applications");
  await page.waitForURL(/\/en\/auth\/login\?callbackUrl=%2Fhome%2Fcandidates-applications$/);
  await logInThroughForm(page, email, "not my password");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The e-mail or the password is not correct.", navigation);
  await page.waitForURL(/\/en\/auth\/login/);

  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL(/\/en\/home\/candidates-applications$/);
});

test("a forgotten password is reset with the mailed code, and the new one logs in", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const email = freshEmail(testInfo, "reset");
  await signUpThroughApi(page.request, email);

  await page.goto("/en/auth/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.waitForURL(/\/en\/auth\/forgot-password$/);
  await page.getByRole("textbox", { name: "E-mail" }).fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page).toHaveURL(/\?step=code$/, navigation);
  await expect(page.getByText(`If an account exists for ${email}, we sent it a 6-digit code.`)).toBeVisible();

  const code = /\b(\d{6})\b/.exec(await newestEmail(email, "password_reset"))?.[1];
  expect(code).toBeDefined();

  // The step survives a refresh.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter the code");
  await page.getByRole("textbox", { name: "6-digit code" }).fill(code!);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\?step=password$/, navigation);

  const newPassword = "a brand new secret";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm the new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your password has been changed", navigation);

  await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await expect(page.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL(/\/en\/home\/candidates-jobs-listing$/);
});

test("the link of the sign-up confirmation e-mail confirms the address once", async ({ page }, testInfo) => {
  const email = freshEmail(testInfo, "verify");
  await signUpThroughApi(page.request, email, { locale: "es" });
  const link = /https?:\/\/\S+\/es\/auth\/verify-email\?token=[^\s"<>]+/.exec(await newestEmail(email, "email_confirmation"))?.[0];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link!);

  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tu correo está confirmado", navigation);
  await expect(page.getByText(`Gracias: confirmamos ${email}.`)).toBeVisible();
  const [user] = await queryDatabase<{ verified: boolean }>(`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1`, [email]);
  expect(user?.verified).toBe(true);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Este enlace ya se usó", navigation);
  await expect(page.getByRole("main").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();
});

test("after repeated wrong passwords the form explains the wait, and the mailed sign-in link lets the owner in once", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const email = freshEmail(testInfo, "throttled");
  await signUpThroughApi(page.request, email);
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await page.request.post("/api/auth/login", { data: { email, password: `guess ${attempt}` } })).status()).toBe(401);
  }

  // This address is throttled for this account, even with the right password.
  await page.goto("/en/auth/login");
  await logInThroughForm(page, email, password);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Too many failed attempts from this address.", navigation);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("one-time sign-in link");

  const link = /https?:\/\/\S+\/en\/auth\/sign-in-link\?token=[^\s"<>]+/.exec(await newestEmail(email, "sign_in_link"))?.[0];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link!);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in with your link");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL(/\/en\/home/, navigation);

  // Used once: another browser opening the same link is told so, in Spanish on the Spanish page.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const stranger = await other.newPage();
    await stranger.goto(`${pathname.replace("/en/", "/es/")}${search}`);
    await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Inicia sesión con tu enlace");
    await stranger.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
    await expect(stranger.getByRole("main").getByRole("alert")).toHaveText("Este enlace para iniciar sesión ya se ha usado. Cada enlace funciona una sola vez.", navigation);
  } finally {
    await other.close();
  }
});

test("the premium page lists the plans from the database and invites employers to sign up", async ({ page }) => {
  await page.goto("/en/auth/premium");
  const plans = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(plans.getByRole("heading", { level: 2 })).toHaveText(["Free", "Pro", "Premium"]);
  await expect(plans.nth(0)).toContainText("1 open job at a time");
  // What Free lacks reads as lacking, not as a ticked "0 candidate invitations".
  await expect(plans.nth(0)).toContainText("No candidate invitations");
  await expect(plans.nth(0).getByRole("listitem").filter({ hasText: "No candidate invitations" }).locator("svg")).toHaveCount(0);
  await expect(plans.nth(1).getByRole("listitem").filter({ hasText: "candidate invitations" }).locator("svg")).toHaveCount(1);
  await expect(plans.nth(2)).toContainText("Unlimited open jobs");
  await page.getByRole("link", { name: "Sign up as an employer" }).click();
  await page.waitForURL(/\/en\/auth\/signup\?type=want-hire&asEmployer=true$/);
  await expect(page.getByRole("radio", { name: /I want to hire/ })).toBeChecked();
});

test("a logged-in user who opens the login page goes to the dashboard", async ({ page }, testInfo) => {
  const email = freshEmail(testInfo, "already");
  await signUpThroughApi(page.request, email, { side: "employer" });
  await logIn(page.request, email, password);
  await page.goto("/en/auth/login");
  await page.waitForURL(/\/en\/home\/employers-candidates-listing$/);
});

test("when the session expires, the page says so and logs out to the login page", async ({ page, context }, testInfo) => {
  const email = freshEmail(testInfo, "expiry");
  await signUpThroughApi(page.request, email);
  await logIn(page.request, email, password);

  // AuthProviders asks for the session once a page loads; without it there is no watcher to test.
  // Wait for its answer, not just the request: an answer arriving after the cookie is cleared would
  // set the cookie again (next-auth refreshes it on every session read).
  const sessionCheck = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/session", { timeout: 10_000 }).catch(() => null);
  await page.goto("/en/home/notifications");
  test.skip(!(await sessionCheck), "AuthProviders and SessionWatch are not mounted in app/[locale]/layout.tsx");

  // The session cookie is gone (expired); the next check, when the tab gets the focus, finds out.
  await context.clearCookies();
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await page.waitForURL(/\/en\/auth\/login\?callbackUrl=%2Fhome%2Fnotifications$/);
  await expect(page.getByRole("region", { name: "Notices" }).getByRole("status")).toContainText("Session has expired, please log in again");

  // Logging in again comes back to the page.
  await logInThroughForm(page, email, password);
  await page.waitForURL(/\/en\/home\/notifications$/);
});
