import { randomUUID } from "node:crypto";
import path from "node:path";

import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { StreamChat, type Channel } from "stream-chat";

import { clickOnHover } from "./support/click-actions";
import { startEmulatorProcess, startPageServer, type Running } from "./stream-chat-react/harness";

// stream-chat-react's own Chat, ChannelList, Channel, MessageList, Thread and MessageComposer
// (tests/e2e/stream-chat-react/app.tsx), driven by clicks in two browsers, against the Stream
// Chat emulator. With STREAM_COMPAT_API_KEY and STREAM_COMPAT_API_SECRET set, the same test runs
// against hosted Stream instead, to check that the emulator and the real service agree.

test.describe.configure({ mode: "serial", timeout: 120_000 });

const hostedKey = process.env.STREAM_COMPAT_API_KEY;
const hostedSecret = process.env.STREAM_COMPAT_API_SECRET;
const isHosted = !!hostedKey && !!hostedSecret;

let emulator: Running | undefined;
let pageServer: Running | undefined;
let apiKey: string;
let baseURL: string | undefined;
let server: StreamChat;
const createdChannels: Channel[] = [];

test.beforeAll(async () => {
  test.skip(test.info().project.name !== "desktop", "a compatibility test of the chat server, not of a screen size: the desktop project runs it once");
  if (isHosted) {
    apiKey = hostedKey;
    server = new StreamChat(hostedKey, hostedSecret, { timeout: 10_000 });
  } else {
    const databaseUrl = process.env.E2E_DATABASE_URL;
    if (!databaseUrl) throw new Error("E2E_DATABASE_URL is not set: run with `npm test -- e2e`");
    // In Node they would send the server client to localhost:3030 whatever its baseURL says.
    if (process.env.STREAM_LOCAL_TEST_RUN || process.env.STREAM_LOCAL_TEST_HOST) throw new Error("unset STREAM_LOCAL_TEST_RUN and STREAM_LOCAL_TEST_HOST");
    apiKey = "compat-key";
    const apiSecret = "compat-secret-0123456789abcdef";
    emulator = await startEmulatorProcess({ apiKey, apiSecret, databaseUrl });
    baseURL = emulator.url;
    server = new StreamChat(apiKey, apiSecret, { baseURL, timeout: 10_000 });
  }
  pageServer = await startPageServer();
});

test.afterAll(async () => {
  for (const channel of createdChannels) await channel.delete({ hard_delete: true });
  await pageServer?.stop();
  await emulator?.stop();
});

type Person = { id: string; name: string };

/** Opens the page as `person`; any error status the chat server answers the UI with lands in `serverErrors`. */
async function openAs(browser: Browser, person: Person, serverErrors: string[]): Promise<Page> {
  // Its own Origin: the config's (the app's address, for the API's same-origin rule) on a page of
  // another origin makes Chromium refuse the page's scripts (net::ERR_INVALID_ARGUMENT).
  const page = await (await browser.newContext({ extraHTTPHeaders: { origin: pageServer!.url } })).newPage();
  page.on("response", (response) => {
    if (response.status() >= 400 && !response.url().startsWith(pageServer!.url)) serverErrors.push(`${person.name}: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const query = new URLSearchParams({ apiKey, token: server.createToken(person.id), userId: person.id, userName: person.name, ...(baseURL && { baseURL }) });
  await page.goto(`${pageServer!.url}/?${query}`);
  return page;
}

/** A 24×24 orange PNG. */
const imageBytes = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAH0lEQVR42mN4FqBBFcQwatCoQaMGjRo0atCoQQNvEAAKXxOu9AhntAAAAABJRU5ErkJggg==", "base64");

/** A channel in the list; its accessible name starts with the channel's name, then its unread count and last message. */
const channelItem = (page: Page, name: string) => page.getByRole("option", { name: new RegExp(`^${name}\\.`) });
/** The channel's column (header, message list, composer), beside the thread's. */
const mainPanel = (page: Page) => page.locator(".str-chat__main-panel");
const mainList = (page: Page) => mainPanel(page).locator(".str-chat__message-list");
const threadPanel = (page: Page) => page.locator(".str-chat__thread");
const messageIn = (list: Locator, text: string) => list.locator(".str-chat__message").filter({ hasText: text });

async function send(composerScope: Locator, text: string) {
  await composerScope.getByRole("textbox", { name: "Send a message" }).fill(text);
  await composerScope.getByRole("button", { name: "Send" }).click();
}

async function screenshot(page: Page, name: string) {
  const directory = process.env.SCREENSHOTS_DIR;
  if (directory) await page.screenshot({ path: path.join(directory, `sc-react-${name}.png`) });
}

test(`stream-chat-react sends, replies, reacts and uploads by clicking, across two users (${isHosted ? "hosted Stream" : "emulator"})`, async ({ browser }) => {
  const suffix = randomUUID().slice(0, 8);
  const ana = { id: `ana-${suffix}`, name: "Ana" };
  const bruno = { id: `bruno-${suffix}`, name: "Bruno" };
  const roomName = `Compat room ${suffix}`;
  const sideName = `Side room ${suffix}`;
  await server.upsertUsers([ana, bruno]);
  // `name` is custom channel data, which the SDK's types only know through augmentation.
  const channelData = (name: string) => ({ name, members: [ana.id, bruno.id], created_by_id: ana.id });
  const room = server.channel("messaging", `compat-${suffix}`, channelData(roomName));
  const side = server.channel("messaging", `side-${suffix}`, channelData(sideName));
  for (const channel of [room, side]) {
    await channel.create();
    createdChannels.push(channel);
  }
  await room.sendMessage({ text: "Welcome to the compat room", user_id: ana.id });
  await room.sendMessage({ text: "Glad to be here", user_id: bruno.id });

  const serverErrors: string[] = [];
  const anaPage = await openAs(browser, ana, serverErrors);
  const brunoPage = await openAs(browser, bruno, serverErrors);
  try {
    // Both open the room from their channel lists and see its history.
    await channelItem(anaPage, roomName).click();
    await channelItem(brunoPage, roomName).click();
    for (const page of [anaPage, brunoPage]) {
      await expect(page.locator(".str-chat__channel-header")).toContainText(roomName);
      await expect(messageIn(mainList(page), "Welcome to the compat room")).toBeVisible();
      await expect(messageIn(mainList(page), "Glad to be here")).toBeVisible();
    }

    // Ana types and presses Send; Bruno's list shows it without a reload.
    const hello = `Hello Bruno, the release is out ${suffix}`;
    await send(mainPanel(anaPage), hello);
    await expect(messageIn(mainList(anaPage), hello)).toBeVisible();
    await expect(messageIn(mainList(brunoPage), hello)).toBeVisible();

    // Bruno answers in a thread opened from the message's actions; Ana sees the reply count, and the reply in the thread.
    const brunosCopy = messageIn(mainList(brunoPage), hello);
    await clickOnHover(brunosCopy, brunosCopy.getByRole("button", { name: "Open Thread" }));
    await expect(threadPanel(brunoPage)).toContainText(hello);
    const reply = `Congratulations, shipping it today ${suffix}`;
    await send(threadPanel(brunoPage), reply);
    await expect(threadPanel(brunoPage).getByText(reply)).toBeVisible();
    const replyCount = messageIn(mainList(anaPage), hello).getByRole("button", { name: "1 reply" });
    await expect(replyCount).toBeVisible();
    await expect(mainList(anaPage).getByText(reply)).toHaveCount(0);
    await replyCount.click();
    await expect(threadPanel(anaPage).getByText(reply)).toBeVisible();

    // Ana reacts from the selector, which offers exactly the product's six types; Bruno sees the count.
    const anasCopy = messageIn(mainList(anaPage), "Glad to be here");
    await clickOnHover(anasCopy, anasCopy.getByRole("button", { name: "Open Reaction Selector" }));
    const choices = anaPage.getByTestId("select-reaction-button");
    await expect(choices).toHaveCount(6);
    expect(await choices.evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-text")))).toEqual(["like", "love", "haha", "wow", "sad", "angry"]);
    await anaPage.getByRole("button", { name: "Select Reaction: Love" }).click();
    for (const page of [anaPage, brunoPage]) {
      const reacted = messageIn(mainList(page), "Glad to be here");
      await expect(reacted.getByTestId("message-reactions-list-item")).toHaveText(["❤️"]);
      await expect(reacted.getByTestId("message-reactions-total-count")).toHaveText("1");
    }

    // Ana attaches a file and an image through the composer's file input and sends them with a caption.
    const notes = Buffer.from(`Release notes ${suffix}\n- faster search\n`);
    await mainPanel(anaPage).getByTestId("file-input").setInputFiles([
      { name: "release-notes.txt", mimeType: "text/plain", buffer: notes },
      { name: "banner.png", mimeType: "image/png", buffer: imageBytes },
    ]);
    await expect(mainPanel(anaPage).getByTestId("attachment-preview-list")).toContainText("release-notes.txt");
    const caption = `Notes and banner ${suffix}`;
    // Send stays disabled until both uploads have finished, and the click waits for it.
    await send(mainPanel(anaPage), caption);
    for (const page of [anaPage, brunoPage]) {
      const message = messageIn(mainList(page), caption);
      const image = message.locator(".str-chat__message-attachment--image img");
      await expect(message.getByTestId("file-title")).toHaveText("release-notes.txt");
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      const fileUrl = await message.getByRole("link", { name: "Download attachment" }).getAttribute("href");
      const imageUrl = new URL((await image.getAttribute("src"))!);
      // The list asks for a resized copy (w, h); the upload itself is the bytes Ana sent.
      imageUrl.searchParams.delete("w");
      imageUrl.searchParams.delete("h");
      expect(Buffer.from(await (await page.request.get(fileUrl!)).body())).toEqual(notes);
      expect(Buffer.from(await (await page.request.get(imageUrl.href)).body())).toEqual(imageBytes);
    }
    await screenshot(anaPage, "ana");

    // Ana writes in the side room; Bruno, still in the compat room, sees it rise with an unread badge.
    await channelItem(anaPage, sideName).click();
    await expect(anaPage.locator(".str-chat__channel-header")).toContainText(sideName);
    const ping = `Ping from the side room ${suffix}`;
    await send(mainPanel(anaPage), ping);
    const anasPing = messageIn(mainList(anaPage), ping);
    await expect(anasPing.getByTestId("message-status-sent")).toBeVisible();
    const sideForBruno = channelItem(brunoPage, sideName);
    await expect(sideForBruno).toContainText(ping);
    await expect(sideForBruno.getByTestId("unread-badge")).toHaveText("1");
    await expect(brunoPage.getByRole("option").first()).toHaveAccessibleName(new RegExp(`^${sideName}\\.`));
    await expect(channelItem(brunoPage, roomName).getByTestId("unread-badge")).toHaveCount(0);
    await expect(channelItem(anaPage, sideName).getByTestId("unread-badge")).toHaveCount(0);
    await screenshot(brunoPage, "bruno");

    // Opening the side room reads it, and Ana's ping turns from sent to read.
    await sideForBruno.click();
    await expect(messageIn(mainList(brunoPage), ping)).toBeVisible();
    await expect(sideForBruno.getByTestId("unread-badge")).toHaveCount(0);
    await expect(anasPing.getByTestId("message-status-read-by")).toBeVisible();

    // Nothing the UI did was refused along the way, even where it shows no error.
    expect(serverErrors).toEqual([]);
  } finally {
    await anaPage.context().close();
    await brunoPage.context().close();
  }
});
