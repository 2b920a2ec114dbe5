import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { canRestartChatServer, chatServerClient, hasChatServerKeys, startChatServer, stopChatServer } from "./support/chat-server";
import { screenshot } from "./support/page-texts";
import { openJob, signUp } from "./support/two-sides";

// The chat as it lives on between two people: read receipts and the unread counts that follow
// them, a room in slow mode, mentions, and a restart of the chat server in the middle of a
// conversation. Two browsers, an employer's and a candidate's, in a job room.
//
// English and Spanish, desktop and 375 px without running every test four times: in each run the
// two sides speak different languages (the employer English and the candidate Spanish on desktop,
// the other way round at 375 px), so each project covers both languages. The restart runs once,
// after every other test (its own project, playwright.config.ts): an English employer on a desktop
// and a Spanish candidate on a 375 px phone.

type Locale = "en" | "es";
const messages = { en, es } as const;
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
const desktop = { viewport: { width: 1280, height: 800 } } as const;

/** stream-chat-react's own texts (its Spanish catalogue, with the product's overrides in components/chat/chat-sdk-texts.ts). */
const sdk = {
  en: { unread: (count: number) => `${count} unread`, slowMode: /^Slow mode, wait \d+s\.\.\.$/, delivered: "Delivered", failed: "Message Failed · Click to try again" },
  es: { unread: (count: number) => `${count} no leídos`, slowMode: /^Modo lento, espera \d+ s\.\.\.$/, delivered: "Entregado", failed: "Mensaje no enviado · Haz clic para intentarlo de nuevo" },
} as const;

/** The MESSAGES item's badge as screen readers hear it ('2 unread', '2 sin leer'). */
function unreadBadgeText(locale: Locale, count: number) {
  const pattern = messages[locale].DashboardMenu.badge;
  const word = (count === 1 ? /one \{# ([^}]*)\}/ : /other \{# ([^}]*)\}/).exec(pattern)![1];
  return `${count} ${word}`;
}

/** The MESSAGES menu item, wherever the menu shows it at this width (its badge is inside the link). */
function messagesItem(page: Page) {
  return page.locator('header a[href$="/home/chat"], nav a[href$="/home/chat"]').filter({ visible: true }).first();
}

const anyUnreadCount = /\d+ (unread|sin leer)/;

function composer(page: Page) {
  return page.locator(".str-chat__main-panel .str-chat__textarea__textarea").filter({ visible: true });
}

function messageText(page: Page, text: string) {
  return page.locator(".str-chat__main-panel .str-chat__message-text").filter({ hasText: text }).filter({ visible: true });
}

function ownMessage(page: Page, text: string) {
  return page.locator(".str-chat__main-panel .str-chat__message--me").filter({ hasText: text }).last();
}

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press("Enter");
  await expect(messageText(page, text)).toBeVisible();
}

type Side = { page: Page; locale: Locale; name: string };
type JobRoom = { employer: Side; candidate: Side; channelId: string; jobTitle: string; candidateContext: BrowserContext };

/**
 * A new employer with an open job and a new candidate who applied to it, each logged in in their
 * own browser, and the job room the employer opens with the applicant (POST room-chats/jobs, what
 * the applicant page's Message button calls; chat.spec.ts clicks it).
 */
async function jobRoom({ employerPage, browser, baseURL, employerLocale, candidateLocale, candidateDevice, tag }: {
  employerPage: Page;
  browser: Browser;
  baseURL: string | undefined;
  employerLocale: Locale;
  candidateLocale: Locale;
  candidateDevice: typeof phone | typeof desktop;
  tag: string;
}): Promise<JobRoom> {
  const candidateContext = await browser.newContext({ baseURL, ...candidateDevice });
  await signUp(employerPage.request, "employer", "Erin", employerLocale);
  const jobTitle = `Live Chat ${tag}`;
  const jobId = await openJob(employerPage.request, jobTitle);
  const candidatePage = await candidateContext.newPage();
  const candidateId = await signUp(candidatePage.request, "candidate", "Cande", candidateLocale);
  expect((await candidatePage.request.post(`/api/users/${candidateId}/applyTo/${jobId}`, { data: { candidate_id: candidateId, questions: [] } })).status()).toBe(201);
  const opened = await employerPage.request.post("/api/room-chats/jobs", { data: { jobId, candidateId } });
  expect(opened.status()).toBeLessThan(300);
  const { channelId } = ((await opened.json()) as { data: { channelId: string } }).data;
  return {
    employer: { page: employerPage, locale: employerLocale, name: "Erin Tester" },
    // Candidates are "First L." in the chat: no surname for employers without a premium plan.
    candidate: { page: candidatePage, locale: candidateLocale, name: "Cande T." },
    channelId,
    jobTitle,
    candidateContext,
  };
}

/** Opens the room on the chat page and waits until its messages can be written. */
async function openRoom(side: Side, channelId: string) {
  await side.page.goto(`/${side.locale}/home/chat?channelId=${channelId}`);
  // The chat connects a second after the page opens, then reads the rooms.
  await expect(composer(side.page)).toBeVisible({ timeout: 20_000 });
}

/** The viewer's chat user id (GET room-chats/token, as the browser's chat client asks for it). */
async function chatUserId(request: APIRequestContext, role: "employer" | "candidate"): Promise<string> {
  const answer = await request.get(`/api/room-chats/token?role=${role}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { user_id: string } }).data.user_id;
}

const pairing = (isMobile: boolean) => (isMobile ? { employerLocale: "es", candidateLocale: "en" } : { employerLocale: "en", candidateLocale: "es" }) satisfies Record<string, Locale>;

test("read receipts: the sender sees delivered then read, and the unread counts go down when the candidate reads", async ({ page, browser, isMobile, baseURL }) => {
  test.setTimeout(150_000);
  const tag = `r-${isMobile ? "m" : "d"}-${Date.now() % 100_000}`;
  const room = await jobRoom({ employerPage: page, browser, baseURL, ...pairing(isMobile), candidateDevice: isMobile ? phone : desktop, tag });
  const { employer, candidate } = room;
  try {
    const tc = messages[candidate.locale].Chat;

    // The candidate is elsewhere in the dashboard, the overlay open.
    await candidate.page.goto(`/${candidate.locale}/home/notifications`);
    const overlay = candidate.page.getByTestId("chat-overlay");
    await overlay.getByRole("button", { name: tc.overlay.label }).click();
    const row = overlay.getByTestId("chat-overlay-room");
    await expect(row).toContainText(`${employer.name} (${room.jobTitle})`, { timeout: 20_000 });

    // The employer writes twice: their last message says it was delivered, no one has read it yet.
    await openRoom(employer, room.channelId);
    await send(employer.page, `First question ${tag}`);
    await send(employer.page, `Second question ${tag}`);
    const lastSent = ownMessage(employer.page, `Second question ${tag}`);
    const status = lastSent.locator(".str-chat__message-status");
    await expect(status).toHaveAttribute("data-testid", "message-status-sent");
    await status.hover();
    await expect(employer.page.getByText(sdk[employer.locale].delivered, { exact: true }).filter({ visible: true })).toBeVisible();

    // Live on the candidate's side: the MESSAGES badge, the overlay's header and the room's row count two.
    await expect(messagesItem(candidate.page)).toContainText(unreadBadgeText(candidate.locale, 2), { timeout: 15_000 });
    await expect(overlay.getByRole("button", { name: tc.overlay.label })).toContainText(unreadBadgeText(candidate.locale, 2));
    await expect(row).toContainText(unreadBadgeText(candidate.locale, 2));
    await expect(row).toContainText(`Second question ${tag}`);

    // The candidate opens the room: the list marks where the unread messages start ('2 unread').
    await row.click();
    await expect(candidate.page).toHaveURL(new RegExp(`/home/chat\\?channelId=${room.channelId}`));
    await expect(messageText(candidate.page, `Second question ${tag}`)).toBeVisible({ timeout: 20_000 });
    const separator = candidate.page.getByTestId("unread-messages-separator").filter({ visible: true });
    await expect(separator).toContainText(sdk[candidate.locale].unread(2));
    // The marker sits right above the first unread message.
    await expect(candidate.page.locator(".str-chat__main-panel li").filter({ has: separator }).locator("+ li")).toContainText(`First question ${tag}`);
    if (candidate.locale === "en") await screenshot(candidate.page, `chat-unread-marker-${isMobile ? "375" : "1280"}`);

    // Reading it clears the MESSAGES badge; the employer's last message now shows it was read, by whom.
    await expect(messagesItem(candidate.page)).not.toContainText(anyUnreadCount);
    await expect(status).toHaveAttribute("data-testid", "message-status-read-by", { timeout: 15_000 });
    await employer.page.mouse.move(0, 0);
    await status.hover();
    await expect(employer.page.locator(".str-chat__tooltip").filter({ visible: true })).toContainText(candidate.name);
    if (employer.locale === "en") await screenshot(employer.page, `chat-read-receipt-${isMobile ? "375" : "1280"}`);

    // Back in the dashboard, the overlay counts nothing for that room any more.
    await candidate.page.goto(`/${candidate.locale}/home/notifications`);
    await candidate.page.getByTestId("chat-overlay").getByRole("button", { name: tc.overlay.label }).click();
    const readRow = candidate.page.getByTestId("chat-overlay").getByTestId("chat-overlay-room");
    await expect(readRow).toContainText(`Second question ${tag}`, { timeout: 20_000 });
    await expect(candidate.page.getByTestId("chat-overlay")).not.toContainText(anyUnreadCount);
    await expect(messagesItem(candidate.page)).not.toContainText(anyUnreadCount);

    // The other way round: the candidate answers while the employer is away from the chat; the
    // employer's MESSAGES badge counts it until the employer reads it.
    await employer.page.goto(`/${employer.locale}/home/notifications`);
    await openRoom(candidate, room.channelId);
    await send(candidate.page, `An answer ${tag}`);
    await expect(messagesItem(employer.page)).toContainText(unreadBadgeText(employer.locale, 1), { timeout: 20_000 });
    await openRoom(employer, room.channelId);
    await expect(messageText(employer.page, `An answer ${tag}`)).toBeVisible();
    await expect(messagesItem(employer.page)).not.toContainText(anyUnreadCount);
    await expect(ownMessage(candidate.page, `An answer ${tag}`).locator(".str-chat__message-status")).toHaveAttribute("data-testid", "message-status-read-by", { timeout: 15_000 });
  } finally {
    await room.candidateContext.close();
  }
});

test("mentions suggest the room's members and reach the mentioned person; slow mode counts down between sends", async ({ page, browser, isMobile, baseURL }) => {
  test.skip(!hasChatServerKeys, "sets the room's slow mode with the chat server's keys, which `npm test -- e2e` passes for its emulator");
  test.setTimeout(150_000);
  const tag = `m-${isMobile ? "m" : "d"}-${Date.now() % 100_000}`;
  const room = await jobRoom({ employerPage: page, browser, baseURL, ...pairing(isMobile), candidateDevice: isMobile ? phone : desktop, tag });
  const { employer, candidate } = room;
  try {
    await openRoom(employer, room.channelId);
    await openRoom(candidate, room.channelId);

    // The room goes into slow mode (a server-side setting of the room: the product has no control for it).
    const server = chatServerClient();
    const cooldown = 20;
    await server.channel("messaging", room.channelId).updatePartial({ set: { cooldown } });

    // '@' lists the room's other member; Enter picks the highlighted one.
    await composer(candidate.page).pressSequentially("Hello @", { delay: 30 });
    const suggestions = candidate.page.locator(".str-chat__suggestion-list-container").filter({ visible: true });
    await expect(suggestions.getByRole("option").filter({ hasText: employer.name })).toBeVisible({ timeout: 10_000 });
    await expect(suggestions.getByRole("option").filter({ hasText: candidate.name })).toHaveCount(0);
    await composer(candidate.page).pressSequentially("Eri", { delay: 30 });
    await expect(suggestions.getByRole("option")).toHaveCount(1);
    await composer(candidate.page).press("Enter");
    await expect(suggestions).toHaveCount(0);
    await expect(composer(candidate.page)).toHaveValue(`Hello @${employer.name} `);
    await composer(candidate.page).pressSequentially(`can we talk tomorrow? ${tag}`, { delay: 10 });
    await composer(candidate.page).press("Enter");

    // The sent message highlights the mention on both sides; the employer is the one it names.
    const employerId = await chatUserId(employer.page.request, "employer");
    const sentMention = messageText(candidate.page, `can we talk tomorrow? ${tag}`).locator(".str-chat__message-mention");
    await expect(sentMention).toHaveText(`@${employer.name}`);
    const receivedMention = messageText(employer.page, `can we talk tomorrow? ${tag}`).locator(".str-chat__message-mention");
    await expect(receivedMention).toHaveText(`@${employer.name}`);
    await expect(receivedMention).toHaveAttribute("data-user-id", employerId);
    const stored = await server.channel("messaging", room.channelId).query({ messages: { limit: 10 } });
    const mentionMessage = stored.messages.find((message) => message.text?.includes(`can we talk tomorrow? ${tag}`));
    expect(mentionMessage?.mentioned_users?.map((user) => user.id)).toEqual([employerId]);
    if (employer.locale === "en") await screenshot(employer.page, `chat-mention-${isMobile ? "375" : "1280"}`);

    // Slow mode: after that send, the candidate's send button gives way to a countdown and the
    // box refuses more text, saying why, until it reaches zero.
    const candidateTimer = candidate.page.getByTestId("cooldown-timer").filter({ visible: true });
    await expect(candidateTimer).toHaveText(/^\d+$/);
    expect(Number(await candidateTimer.textContent())).toBeLessThanOrEqual(cooldown);
    await expect(candidate.page.getByTestId("send-button").filter({ visible: true })).toHaveCount(0);
    await expect(composer(candidate.page)).toBeDisabled();
    await expect(composer(candidate.page)).toHaveAttribute("placeholder", sdk[candidate.locale].slowMode);
    const first = Number(await candidateTimer.textContent());
    await expect.poll(async () => Number(await candidateTimer.textContent()), { timeout: 5_000 }).toBeLessThan(first);

    // Each person has their own countdown: the employer can still write, then waits in turn.
    await expect(composer(employer.page)).toBeEnabled();
    await send(employer.page, `Slow one ${tag}`);
    await expect(employer.page.getByTestId("cooldown-timer").filter({ visible: true })).toHaveText(/^\d+$/);
    await expect(composer(employer.page)).toBeDisabled();
    await expect(composer(employer.page)).toHaveAttribute("placeholder", sdk[employer.locale].slowMode);
    if (employer.locale === "en") await screenshot(employer.page, `chat-slow-mode-${isMobile ? "375" : "1280"}`);

    // A reload does not start the wait again: the countdown goes on from the candidate's last message (spec 9).
    await candidate.page.reload();
    await expect(candidateTimer).toHaveText(/^\d+$/, { timeout: 20_000 });
    const resumed = Number(await candidateTimer.textContent());
    expect(resumed).toBeGreaterThan(0);
    expect(resumed).toBeLessThan(cooldown);
    await expect(composer(candidate.page)).toBeDisabled();
    if (candidate.locale === "en") await screenshot(candidate.page, `chat-slow-mode-${isMobile ? "375" : "1280"}`);

    // At zero the candidate may send again.
    await expect(candidateTimer).toHaveCount(0, { timeout: (cooldown + 5) * 1000 });
    await expect(composer(candidate.page)).toBeEnabled();
    await send(candidate.page, `After the wait ${tag}`);
    await expect(messageText(employer.page, `After the wait ${tag}`)).toBeVisible();
  } finally {
    await room.candidateContext.close();
  }
});

test("a restart of the chat server: both sides see the reconnecting notice, then recover with nothing lost @chat-server-restart", async ({ page, browser, baseURL }) => {
  test.skip(!canRestartChatServer, "needs the restart control `npm test -- e2e` starts for its chat emulator");
  test.setTimeout(180_000);
  const tag = `x-${Date.now() % 100_000}`;
  await page.setViewportSize(desktop.viewport);
  const room = await jobRoom({ employerPage: page, browser, baseURL, employerLocale: "en", candidateLocale: "es", candidateDevice: phone, tag });
  const { employer, candidate } = room;
  let isStopped = false;
  try {
    await openRoom(employer, room.channelId);
    await openRoom(candidate, room.channelId);
    await send(employer.page, `Before the restart ${tag}`);
    await expect(messageText(candidate.page, `Before the restart ${tag}`)).toBeVisible();
    await send(candidate.page, `Me too before ${tag}`);
    await expect(messageText(employer.page, `Me too before ${tag}`)).toBeVisible();

    // The chat server goes down: each side says so in its language, and keeps saying it.
    await stopChatServer();
    isStopped = true;
    for (const side of [employer, candidate]) {
      await expect(side.page.getByTestId("chat-reconnecting")).toHaveText(messages[side.locale].Chat.reconnecting, { timeout: 20_000 });
    }
    await screenshot(candidate.page, "chat-reconnecting-375");

    // A message written during the outage cannot reach the server: it stays in the list marked
    // failed, saying so in the sender's language (spec 4 and 8).
    await composer(candidate.page).fill(`Written offline ${tag}`);
    await composer(candidate.page).press("Enter");
    const offline = candidate.page.locator(".str-chat__main-panel .str-chat__message").filter({ hasText: `Written offline ${tag}` }).last();
    await expect(offline).toHaveClass(/str-chat__message--failed/, { timeout: 20_000 });
    await expect(offline.getByTestId("message-failed")).toHaveText(sdk[candidate.locale].failed);
    await screenshot(candidate.page, "chat-failed-offline-375");

    // The same server comes back on the same port with the same database: the pages recover by themselves.
    await startChatServer();
    isStopped = false;
    for (const side of [employer, candidate]) {
      await expect(side.page.getByTestId("chat-reconnecting")).toHaveCount(0, { timeout: 45_000 });
    }
    for (const side of [employer, candidate]) {
      await expect(messageText(side.page, `Before the restart ${tag}`)).toBeVisible();
      await expect(messageText(side.page, `Me too before ${tag}`)).toBeVisible();
    }

    // A click on the failed message sends it again, and it arrives.
    await offline.getByTestId("message-failed").click();
    await expect(messageText(employer.page, `Written offline ${tag}`)).toBeVisible({ timeout: 15_000 });
    await expect(offline).not.toHaveClass(/str-chat__message--failed/);
    await expect(offline.getByTestId("message-failed")).toHaveCount(0);

    // New messages flow both ways.
    await send(employer.page, `After the restart ${tag}`);
    await expect(messageText(candidate.page, `After the restart ${tag}`)).toBeVisible({ timeout: 15_000 });
    await send(candidate.page, `Still here ${tag}`);
    await expect(messageText(employer.page, `Still here ${tag}`)).toBeVisible({ timeout: 15_000 });

    // Nothing was lost: a fresh page reads the whole conversation back from the restarted server, in order.
    await openRoom(employer, room.channelId);
    const texts = [`Before the restart ${tag}`, `Me too before ${tag}`, `Written offline ${tag}`, `After the restart ${tag}`, `Still here ${tag}`];
    // (Each text is preceded by the SDK's screen-reader label 'Message from …,'.)
    await expect(employer.page.locator(".str-chat__main-panel .str-chat__message-text").filter({ hasText: tag })).toHaveText(texts.map((text) => new RegExp(`${text}$`)));
  } finally {
    if (isStopped) await startChatServer();
    await room.candidateContext.close();
  }
});
