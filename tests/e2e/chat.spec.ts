import { expect, test, type Page } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

import { clickOnHover } from "./support/click-actions";
import { fill, screenshot } from "./support/page-texts";
import { demo, logIn } from "./support/session";
import { openJob, signUp } from "./support/two-sides";

// Two browsers, an employer's and a candidate's, in a job room the employer opens with an
// applicant: unread counts on the candidate's MESSAGES badge and overlay, then the conversation
// on the chat page. Each test makes its own people, job and room.

const messages = { en, es } as const;

/**
 * For what one browser sees of the other's action: it crosses the chat server and a WebSocket,
 * which takes well under a second here but can take several on a CI machine running two workers.
 */
const live = expect.configure({ timeout: 10_000 });

function composer(page: Page) {
  return page.locator(".str-chat__main-panel .str-chat__textarea__textarea").filter({ visible: true });
}

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press("Enter");
  await expect(page.locator(".str-chat__main-panel .str-chat__message-text", { hasText: text })).toBeVisible();
}

function messageText(page: Page, text: string) {
  return page.locator(".str-chat__message-text").filter({ hasText: text }).filter({ visible: true });
}

/** The menu's badge text for screen readers, wherever the menu shows it at this width. */
function badge(page: Page, text: string) {
  return page.locator("header, nav").getByText(text, { exact: true }).filter({ visible: true });
}

/** stream-chat-react's own labels (its Spanish catalogue), for the few controls the test presses. */
const sdk = {
  en: { edit: "Edit Message", delete: "Delete message", deleted: "This message was deleted...", flag: "Flag Message", block: "Block User" },
  es: { edit: "Editar mensaje", delete: "Eliminar mensaje", deleted: "Este mensaje fue eliminado...", flag: "Marcar mensaje", block: "Bloquear usuario" },
} as const;

/** Opens a message's actions menu (the ⋯ button that shows on hover) in the main list or a thread. */
async function openActions(page: Page, text: string, scope = ".str-chat__main-panel") {
  const message = page.locator(`${scope} .str-chat__message`).filter({ hasText: text }).last();
  await clickOnHover(message, message.getByTestId("message-actions-toggle-button"));
}

function menuItem(page: Page, text: string) {
  return page.locator(".str-chat__message-actions-list-item-button").filter({ hasText: text }).filter({ visible: true });
}

// The demo employer's rooms (demo data), read only. On a phone the page is the list, then the room
// full screen with a way back: the SDK's own mobile navigation once hid the list there.
test("the chat page lists the rooms and opens one; on a phone, back returns to the list", async ({ page, isMobile }) => {
  const locale = isMobile ? "es" : "en";
  await logIn(page.request, demo.employer);
  await page.goto(`/${locale}/home/chat`);
  const rows = page.getByTestId("chat-room-list").locator(".str-chat__channel-list-item");
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  // The demo's chat request has no messages yet: the room says so in the product's words, with
  // nothing marked as a list item outside a list (the SDK's own empty state was).
  await rows.filter({ has: page.locator(".str-chat__summarized-message-preview--empty") }).first().click();
  await expect(page.locator(".str-chat__main-panel").filter({ visible: true })).toBeVisible();
  await expect(page.locator(".str-chat__main-panel").getByText(messages[locale].Chat.noMessagesInRoom, { exact: true })).toBeVisible();
  const orphanListItems = await page.locator('[role="listitem"]').evaluateAll((items) => items.filter((item) => !item.parentElement?.closest('ul, ol, [role="list"]')).length);
  expect(orphanListItems).toBe(0);
  if (isMobile) {
    await expect(rows.first()).toBeHidden();
    await page.getByRole("button", { name: messages[locale].Chat.back, exact: true }).click();
    await expect(rows.last()).toBeVisible();
  }
});

test("with no chats yet, the chat page says how chats start on each side, with a way there", async ({ page, browser, isMobile, baseURL }) => {
  const locale = isMobile ? "es" : "en";
  const t = messages[locale].Chat;
  await signUp(page.request, "employer", "Nadia", locale);
  await page.goto(`/${locale}/home/chat`);
  await expect(page.getByText(t.emptyHintEmployer)).toBeVisible({ timeout: 20_000 });
  await page.getByRole("main").getByRole("link", { name: t.emptyActionEmployer }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/home/employers-candidates-listing$`));

  const candidate = await browser.newContext({ baseURL, ...(isMobile ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {}) });
  try {
    const candidatePage = await candidate.newPage();
    await signUp(candidatePage.request, "candidate", "Omar", locale);
    await candidatePage.goto(`/${locale}/home/chat`);
    await expect(candidatePage.getByText(t.empty)).toBeVisible({ timeout: 20_000 });
    await expect(candidatePage.getByText(t.emptyHint)).toBeVisible();
    await candidatePage.getByRole("main").getByRole("link", { name: t.emptyAction }).click();
    await expect(candidatePage).toHaveURL(new RegExp(`/${locale}/home/candidates-jobs-listing$`));
  } finally {
    await candidate.close();
  }
});

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].Chat;
  const oneUnread = `1 ${/one \{# ([^}]*)\}/.exec(messages[locale].DashboardMenu.badge)![1]}`;

  test(`employer and candidate chat in a job room: badge, overlay, typing, uploads (${locale})`, async ({ page: employerPage, browser, isMobile, baseURL }) => {
    test.setTimeout(180_000);
    const tag = `${locale}-${isMobile ? "m" : "d"}-${Date.now() % 100_000}`;
    const candidate = await browser.newContext({ baseURL, ...(isMobile ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {}) });
    try {
      await signUp(employerPage.request, "employer", "Erin", locale);
      const jobTitle = `Chat Lead ${tag}`;
      const jobId = await openJob(employerPage.request, jobTitle);

      const candidatePage = await candidate.newPage();
      const candidateId = await signUp(candidatePage.request, "candidate", "Cande", locale);
      expect((await candidatePage.request.post(`/api/users/${candidateId}/applyTo/${jobId}`, { data: { candidate_id: candidateId, questions: [] } })).status()).toBe(201);

      // The candidate has no chats yet: the overlay says so.
      await candidatePage.goto(`/${locale}/home/notifications`);
      const overlay = candidatePage.getByTestId("chat-overlay");
      await overlay.getByRole("button", { name: t.overlay.label }).click();
      await expect(overlay.getByText(t.overlayEmpty)).toBeVisible({ timeout: 15_000 });

      // The employer opens the job room with the applicant and writes first.
      await employerPage.goto(`/${locale}/home/applicant-details/${jobId}/applicant/${candidateId}`);
      // A click before the page is interactive does nothing: click until it leads to the room (opening it twice finds the same room).
      await expect(async () => {
        await employerPage.getByRole("button", { name: t.message, exact: true }).click({ timeout: 2_000 });
        await expect(employerPage).toHaveURL(/\/home\/chat\?channelId=job-/, { timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      const room = { channelId: new URL(employerPage.url()).searchParams.get("channelId")! };
      // The chat connects a second after the page opens, then reads the rooms.
      await expect(employerPage.getByTestId("chat-room").first()).toContainText(`Cande T. (${jobTitle})`, { timeout: 20_000 });
      await send(employerPage, `Hello Cande ${tag}`);

      // Live, without a reload: the candidate's MESSAGES badge and overlay count it.
      await expect(badge(candidatePage, oneUnread).first()).toBeVisible({ timeout: 10_000 });
      const row = overlay.getByTestId("chat-overlay-room");
      await expect(row).toContainText(`Erin Tester (${jobTitle})`, { timeout: 10_000 });
      await expect(row).toContainText(`Hello Cande ${tag}`);
      if (locale === "en") await screenshot(candidatePage, `chat-overlay-${isMobile ? "375" : "1280"}`);

      // A click opens the room on the chat page, where the overlay is not shown.
      await row.click();
      await expect(candidatePage).toHaveURL(new RegExp(`/home/chat\\?channelId=${room.channelId}`));
      await expect(candidatePage.getByTestId("chat-overlay")).toHaveCount(0);
      await expect(messageText(candidatePage, `Hello Cande ${tag}`)).toBeVisible({ timeout: 20_000 });
      await expect(badge(candidatePage, oneUnread)).toHaveCount(0);

      // Typing shows on the other side.
      await composer(candidatePage).pressSequentially("Thanks", { delay: 50 });
      await live(employerPage.locator(".str-chat__typing-indicator").filter({ visible: true })).toContainText("Cande T.");
      await composer(candidatePage).fill("");
      await send(candidatePage, `Thanks Erin ${tag}`);
      await live(messageText(employerPage, `Thanks Erin ${tag}`)).toBeVisible();

      // An image goes through; a program is refused with the spec's text.
      const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
      const fileInput = candidatePage.locator(".str-chat__main-panel input.str-chat__file-input").first();
      await fileInput.setInputFiles({ name: "setup.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") });
      await expect(candidatePage.getByText(locale === "en" ? "Error uploading file, extension not supported" : "Error al subir el archivo, extensión no admitida").first()).toBeVisible();
      if (locale === "en") await screenshot(candidatePage, `chat-upload-refused-${isMobile ? "375" : "1280"}`);
      await candidatePage.locator(".str-chat__attachment-preview__remove-button").first().click();
      await fileInput.setInputFiles({ name: "portfolio.png", mimeType: "image/png", buffer: png });
      await expect(candidatePage.getByTestId("send-button").filter({ visible: true })).toBeEnabled();
      await candidatePage.getByTestId("send-button").filter({ visible: true }).click();
      await live(employerPage.locator(".str-chat__main-panel .str-chat__message img").filter({ visible: true }).last()).toHaveAttribute("src", /portfolio\.png/);

      // The employer answers in a thread under the candidate's message.
      const s = sdk[locale];
      await openThread(employerPage, `Thanks Erin ${tag}`, isMobile);
      const threadComposer = employerPage.locator(".str-chat__thread .str-chat__textarea__textarea").filter({ visible: true });
      await threadComposer.fill(`In the thread ${tag}`);
      await threadComposer.press("Enter");
      // The reply shows at once on the employer's side, before the chat server has it: wait until it
      // is received there (a failed send would stay on this side only).
      await expect(employerPage.locator(".str-chat__thread .str-chat__message--received", { hasText: `In the thread ${tag}` })).toBeVisible();
      await live(candidatePage.locator(".str-chat__main-panel .str-chat__message").filter({ hasText: `Thanks Erin ${tag}` }).getByTestId("replies-count-button")).toBeVisible();
      await employerPage.getByTestId("close-thread-button").filter({ visible: true }).click();

      // The candidate reacts to the employer's first message; the employer sees it.
      // The reaction button sits beside the message on wide screens, in the actions menu on narrow ones.
      const greeting = candidatePage.locator(".str-chat__main-panel .str-chat__message").filter({ hasText: `Hello Cande ${tag}` }).last();
      if (isMobile) {
        await clickOnHover(greeting, greeting.getByTestId("message-actions-toggle-button"));
        await candidatePage.getByTestId("dropdown-react-action").filter({ visible: true }).click();
      } else {
        await clickOnHover(greeting, greeting.getByTestId("message-reaction-action"));
      }
      await candidatePage.getByTestId("reaction-selector").getByTestId("select-reaction-button").first().click();
      await candidatePage.keyboard.press("Escape");
      await live(employerPage.locator(".str-chat__main-panel .str-chat__message").filter({ hasText: `Hello Cande ${tag}` }).getByTestId("message-reactions-list-item").first()).toBeVisible();

      // Someone else's message can be flagged; blocking people is not part of the product.
      await openActions(candidatePage, `Hello Cande ${tag}`);
      await expect(candidatePage.getByRole("menuitem", { name: s.flag })).toBeVisible();
      await expect(candidatePage.getByRole("menuitem", { name: s.block })).toHaveCount(0);
      await candidatePage.keyboard.press("Escape");

      // The candidate edits a message, then deletes it: both sides see each step.
      await send(candidatePage, `Typo here ${tag}`);
      await openActions(candidatePage, `Typo here ${tag}`);
      await menuItem(candidatePage, s.edit).click();
      await composer(candidatePage).fill(`Fixed text ${tag}`);
      await composer(candidatePage).press("Enter");
      await live(messageText(employerPage, `Fixed text ${tag}`)).toBeVisible();
      await openActions(candidatePage, `Fixed text ${tag}`);
      await menuItem(candidatePage, s.delete).click();
      await candidatePage.getByTestId("delete-message-alert-delete-button").click();
      await live(employerPage.getByTestId("message-deleted-bubble").filter({ visible: true })).toContainText(s.deleted);
      await expect(messageText(employerPage, `Fixed text ${tag}`)).toHaveCount(0);
      if (locale === "en") await screenshot(employerPage, `chat-room-${isMobile ? "375" : "1280"}`);

      // A request to pay off the platform warns its recipient, who can report the room.
      await send(employerPage, `To start, buy a gift card for the onboarding fee ${tag}`);
      await live(candidatePage.getByTestId("chat-safety-warning")).toContainText(t.safetyWarning);
      await candidatePage.getByTestId("chat-safety-warning").getByRole("button", { name: t.report }).click();
      await expect(candidatePage.getByText(t.reported)).toBeVisible();
      await expect(employerPage.getByTestId("chat-safety-warning")).toHaveCount(0);
      if (locale === "en") await screenshot(candidatePage, `chat-safety-${isMobile ? "375" : "1280"}`);
    } finally {
      await candidate.close();
    }
  });
}

/** Opens the thread under a message: the button beside it on wide screens, the actions menu on narrow ones. */
async function openThread(page: Page, text: string, isMobile: boolean) {
  if (isMobile) {
    await openActions(page, text);
    await page.locator(".str-chat__message-actions-list-item-button[data-testid='thread-action']").filter({ visible: true }).click();
  } else {
    const message = page.locator(".str-chat__main-panel .str-chat__message").filter({ hasText: text }).last();
    await clickOnHover(message, message.locator(".str-chat__message-reply-in-thread-button"));
  }
  await expect(page.locator(".str-chat__thread").filter({ visible: true })).toBeVisible();
}

/** A menu trigger whose accessible name is a message with one {name} placeholder ("Options for {name}"). */
function namedLike(message: string): RegExp {
  const [before] = message.split("{name}");
  return new RegExp(`^${before!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].Chat;
  const hiring = messages[locale].HiringCandidates;

  test(`an employer requests a direct chat from the listing and the candidate details, the candidate approves, then the room is archived and reopened (${locale})`, async ({ page: employerPage, browser, isMobile, baseURL }) => {
    test.setTimeout(150_000);
    const tag = `${locale}-${isMobile ? "m" : "d"}-${Date.now() % 100_000}`;
    const viewport = isMobile ? "375" : "1280";
    const candidate = await browser.newContext({ baseURL, ...(isMobile ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {}) });
    try {
      await signUp(employerPage.request, "employer", "Dora", locale);
      const candidatePage = await candidate.newPage();
      const candidateId = await signUp(candidatePage.request, "candidate", "Rafa", locale);

      // From the candidate listing: a card's menu asks for a chat and opens the request (spec 6: role employer).
      await employerPage.goto(`/${locale}/home/employers-candidates-listing`);
      const firstCard = employerPage.getByTestId("applicant-card").first();
      await expect(async () => {
        await firstCard.getByRole("button", { name: namedLike(hiring.menu.label) }).click({ timeout: 2_000 });
        await expect(employerPage.getByRole("menuitem", { name: hiring.menu.requestChat })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      if (locale === "en") await screenshot(employerPage, `chat-request-menu-${viewport}`);
      await employerPage.getByRole("menuitem", { name: hiring.menu.requestChat }).click();
      await expect(employerPage).toHaveURL(/\/home\/chat\?directChannelId=direct-/, { timeout: 15_000 });
      await expect(employerPage.getByTestId("chat-room-status")).toBeVisible({ timeout: 20_000 });

      // From the candidate details: the button asks this candidate, and the toast says the request went out.
      await employerPage.goto(`/${locale}/home/candidate-details/${candidateId}`);
      await expect(async () => {
        await employerPage.getByRole("button", { name: hiring.chatRequest.action, exact: true }).click({ timeout: 2_000 });
        await expect(employerPage).toHaveURL(/\/home\/chat\?directChannelId=direct-/, { timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await expect(employerPage.getByText(fill(hiring.chatRequest.sent, { name: "Rafa" }))).toBeVisible();
      const channelId = new URL(employerPage.url()).searchParams.get("directChannelId")!;

      // The asking side waits, read-only; the request is tagged in the list.
      await expect(employerPage.getByTestId("chat-room-status")).toContainText(fill(t.requestOutgoing, { name: "Rafa T." }), { timeout: 20_000 });
      await expect(employerPage.getByTestId("chat-cant-send")).toHaveText(t.cantSend);
      // Asking again opens the same request instead of a second one.
      const again = await employerPage.request.post("/api/room-chats/direct", { data: { members: [candidateId], type: "direct", role: "employer" } });
      expect(((await again.json()) as { data: { channelId: string } }).data.channelId).toBe(channelId);

      // The requested side approves from the link of the request (directChannelId), and both can write.
      await candidatePage.goto(`/${locale}/home/chat?directChannelId=${channelId}`);
      const status = candidatePage.getByTestId("chat-room-status");
      await expect(status).toContainText(fill(t.requestIncoming, { name: "Dora Tester" }), { timeout: 20_000 });
      if (locale === "en") await screenshot(candidatePage, `chat-request-${viewport}`);
      await status.getByRole("button", { name: t.approve }).click();
      await expect(status).toHaveCount(0);
      await send(candidatePage, `Happy to talk ${tag}`);
      await expect(messageText(employerPage, `Happy to talk ${tag}`)).toBeVisible({ timeout: 15_000 });

      // The candidate opens a thread; the employer archives the room from its header, after a confirmation.
      await openThread(candidatePage, `Happy to talk ${tag}`, isMobile);
      await expect(candidatePage.locator(".str-chat__thread .str-chat__textarea__textarea").filter({ visible: true })).toBeVisible();
      await employerPage.getByRole("button", { name: t.roomMenu }).click();
      await employerPage.getByRole("menuitem", { name: t.archive }).click();
      const confirm = employerPage.getByRole("dialog");
      await expect(confirm).toContainText(t.archiveLead);
      await confirm.getByRole("button", { name: t.archive }).click();
      await expect(employerPage.getByText(t.archivedToast)).toBeVisible();
      await expect(employerPage.getByTestId("chat-room-status")).toContainText(t.archived);
      await expect(employerPage.getByTestId("chat-cant-send")).toHaveText(t.cantSend);
      await expect(employerPage.getByTestId("chat-room").filter({ hasText: t.statusTags.archived }).first()).toBeAttached();
      if (locale === "en") await screenshot(employerPage, `chat-archived-${viewport}`);

      // The candidate's composers turn into spec 6's texts, live: the room's and the thread's.
      await expect(candidatePage.getByTestId("chat-cant-reply")).toHaveText(t.cantReply, { timeout: 15_000 });
      await expect(candidatePage.getByTestId("chat-cant-send")).toHaveText(t.cantSend);
      if (locale === "en") await screenshot(candidatePage, `chat-thread-read-only-${viewport}`);

      // Reopened from the archived banner: both may write again.
      await employerPage.getByTestId("chat-room-status").getByRole("button", { name: t.reopen }).click();
      await expect(employerPage.getByText(t.reopenedToast)).toBeVisible();
      await expect(employerPage.getByTestId("chat-room-status")).toHaveCount(0);
      await expect(candidatePage.getByTestId("chat-cant-reply")).toHaveCount(0, { timeout: 15_000 });
      await send(employerPage, `Welcome back ${tag}`);
      // (At 375 px the open thread covers the room's list, so the message is only checked to be there.)
      await expect(candidatePage.locator(".str-chat__main-panel .str-chat__message-text").filter({ hasText: `Welcome back ${tag}` }).first()).toBeAttached({ timeout: 15_000 });
    } finally {
      await candidate.close();
    }
  });

  test(`the pipeline opens the job room and a shortlisting shows there as a product notice in each side's words (${locale})`, async ({ page: employerPage, browser, isMobile, baseURL }) => {
    test.setTimeout(120_000);
    const tag = `${locale}-${isMobile ? "m" : "d"}-${Date.now() % 100_000}`;
    const viewport = isMobile ? "375" : "1280";
    const pipeline = messages[locale].HiringPipeline;
    const notices = t.productMessages;
    const candidate = await browser.newContext({ baseURL, ...(isMobile ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } : {}) });
    try {
      await signUp(employerPage.request, "employer", "Pia", locale);
      const jobTitle = `Pipeline Chat ${tag}`;
      const jobId = await openJob(employerPage.request, jobTitle);
      const candidatePage = await candidate.newPage();
      const candidateId = await signUp(candidatePage.request, "candidate", "Nico", locale);
      expect((await candidatePage.request.post(`/api/users/${candidateId}/applyTo/${jobId}`, { data: { candidate_id: candidateId, questions: [] } })).status()).toBe(201);

      // The applicant's menu in the pipeline has Message, which opens the job room.
      await employerPage.goto(`/${locale}/home/employers-job-details/${jobId}/applicants-list`);
      const card = employerPage.getByTestId("applicant-card").first();
      await expect(async () => {
        await card.getByRole("button", { name: namedLike(pipeline.menu.label) }).click({ timeout: 2_000 });
        await employerPage.getByRole("menuitem", { name: pipeline.menu.message }).click({ timeout: 2_000 });
        await expect(employerPage).toHaveURL(/\/home\/chat\?channelId=job-/, { timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await expect(employerPage.getByTestId("chat-room").first()).toContainText(`Nico T. (${jobTitle})`, { timeout: 20_000 });

      // A shortlisting, made anywhere, speaks in the room: the employer reads what they did, the candidate what happened to them.
      expect((await employerPage.request.put(`/api/posts/${jobId}/applicants/${candidateId}/stage`, { data: { stage: "shortlisted" } })).status()).toBe(200);
      await expect(employerPage.getByTestId("chat-product-message")).toContainText(fill(notices.toEmployer.shortlisted, { candidateName: "Nico T.", jobTitle }), { timeout: 15_000 });
      // The room list previews it in the same words (not the candidate's version that the message's text holds).
      await expect(employerPage.getByTestId("chat-room").first()).toContainText(fill(notices.toEmployer.shortlisted, { candidateName: "Nico T.", jobTitle }));
      if (locale === "en") await screenshot(employerPage, `chat-product-message-employer-${viewport}`);
      await candidatePage.goto(`/${locale}/home/chat?channelId=${new URL(employerPage.url()).searchParams.get("channelId")}`);
      await expect(candidatePage.getByTestId("chat-product-message")).toContainText(fill(notices.toCandidate.shortlisted, { jobTitle, companyName: `Company of ${jobTitle}` }), { timeout: 20_000 });
      if (locale === "en") await screenshot(candidatePage, `chat-product-message-candidate-${viewport}`);
    } finally {
      await candidate.close();
    }
  });
}
