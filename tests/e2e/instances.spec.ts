import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";

import { userChannel } from "@/lib/realtime/channels";
import en from "@/messages/en.json" with { type: "json" };

import { liveChannelSubscribed } from "./support/live";
import { openJob, signUp } from "./support/two-sides";

/**
 * A context that talks to one instance directly. Its Origin is that instance's: the config's
 * default Origin (the nginx address, for the API's same-origin rule) on a page served from another
 * origin makes Chromium refuse the page's own scripts (net::ERR_INVALID_ARGUMENT).
 */
function onInstance(url: string | undefined): { baseURL?: string; extraHTTPHeaders?: Record<string, string> } {
  return url ? { baseURL: url, extraHTTPHeaders: { origin: url } } : {};
}

/**
 * The app runs as two instances behind nginx (scripts/support/app-cluster.ts). These tests talk to
 * each instance directly as well as through nginx, and prove that what one instance did, the other
 * sees: a session, a rule kept in PostgreSQL, a live event, a chat message. scripts/test.ts passes
 * the instances' own addresses in E2E_INSTANCE_URLS; with one instance there is nothing to prove.
 */
const instanceUrls = (process.env.E2E_INSTANCE_URLS ?? "").split(" ").filter(Boolean);
const [instanceA, instanceB] = instanceUrls;

test.skip(instanceUrls.length < 2, "needs two app instances (E2E_INSTANCE_URLS, set by `npm test -- e2e`)");
// What is proved here does not depend on the screen: once, at desktop width.
test.skip(({ isMobile }) => isMobile, "desktop only");

async function contextOn(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL });
}

test("nginx alternates one user's requests over both instances, and a session made on one holds on the other", async ({ page }) => {
  // Logged in through instance A alone (cookies are per host, not per port: the browser keeps one jar for both).
  const onA = await contextOn(instanceA!);
  try {
    const userId = await signUp(onA, "candidate", "Ines", "en");
    const { cookies } = await onA.storageState();
    await page.context().addCookies(cookies);

    const onB = await page.request.get(`${instanceB}/api/auth/session`);
    expect(((await onB.json()) as { user?: { id?: string } }).user?.id).toBe(userId);

    // Through nginx, personal requests go round robin: both instances answer, and both know the
    // user. (Other tests' requests interleave with these; twenty in a row all landing on one would take another request exactly between each two.)
    const upstreams = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      const answer = await page.request.get("/api/auth/session");
      expect(((await answer.json()) as { user?: { id?: string } }).user?.id).toBe(userId);
      upstreams.add(answer.headers()["x-upstream"] ?? "");
    }
    expect([...upstreams].sort()).toEqual(instanceUrls.map((url) => new URL(url).host).sort());
  } finally {
    await onA.dispose();
  }
});

test("a rule one instance enforced holds on the other: the second application to a job is refused wherever it lands", async ({ browser }) => {
  // API calls only, to both instances: the config's Origin (the public address) is what they check.
  const employerContext = await browser.newContext({ baseURL: instanceA });
  const candidateContext = await browser.newContext({ baseURL: instanceA });
  try {
    await signUp(employerContext.request, "employer", "Erin", "en");
    const jobId = await openJob(employerContext.request, `Instances Lead ${Date.now() % 100_000}`);
    const candidateId = await signUp(candidateContext.request, "candidate", "Cande", "en");
    const apply = (baseUrl: string) => candidateContext.request.post(`${baseUrl}/api/users/${candidateId}/applyTo/${jobId}`, { data: { candidate_id: candidateId, questions: [] } });

    expect((await apply(instanceA!)).status()).toBe(201);
    const again = await apply(instanceB!);
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("already_applied");
  } finally {
    await employerContext.close();
    await candidateContext.close();
  }
});

test("a live notice caused through instance A reaches a browser whose page came from instance B", async ({ browser }) => {
  const employerContext = await browser.newContext(onInstance(instanceB));
  const candidateContext = await browser.newContext(onInstance(instanceA));
  try {
    const employerPage = await employerContext.newPage();
    const employerId = await signUp(employerPage.request, "employer", "Erin", "en");
    const jobId = await openJob(employerPage.request, `Live Lead ${Date.now() % 100_000}`);

    const authorized = employerPage.waitForResponse((response) => response.url() === `${instanceB}/api/pusher/auth` && response.status() === 200);
    const subscribed = liveChannelSubscribed(employerPage, userChannel(employerId));
    await employerPage.goto("/en/home/notifications");
    await expect(employerPage.getByText(en.Notifications.empty.all)).toBeVisible();
    await authorized;
    await subscribed;

    const candidateId = await signUp(candidateContext.request, "candidate", "Cande", "en");
    expect((await candidateContext.request.post(`/api/users/${candidateId}/applyTo/${jobId}`, { data: { candidate_id: candidateId, questions: [] } })).status()).toBe(201);

    // No reload: the notice came over the realtime server both instances publish to.
    await expect(employerPage.getByTestId("notification")).toHaveCount(1, { timeout: 5_000 });
  } finally {
    await employerContext.close();
    await candidateContext.close();
  }
});

test("a chat message sent through one instance is read through the other", async ({ browser }) => {
  const employerContext = await browser.newContext(onInstance(instanceA));
  const candidateContext = await browser.newContext(onInstance(instanceB));
  try {
    await signUp(employerContext.request, "employer", "Erin", "en");
    const jobId = await openJob(employerContext.request, `Chat Lead ${Date.now() % 100_000}`);
    const candidateId = await signUp(candidateContext.request, "candidate", "Cande", "en");
    expect((await candidateContext.request.post(`/api/users/${candidateId}/applyTo/${jobId}`, { data: { candidate_id: candidateId, questions: [] } })).status()).toBe(201);

    const opened = await employerContext.request.post("/api/room-chats/jobs", { data: { jobId, candidateId } });
    expect(opened.status()).toBeLessThan(300);
    const roomId = ((await opened.json()) as { data: { _id: string } }).data._id;
    const text = `Hello from instance A ${Date.now()}`;
    expect((await employerContext.request.post("/api/room-chats/send-new-message", { data: { roomId, text } })).status()).toBeLessThan(300);

    const rooms = await candidateContext.request.get("/api/room-chats/jobs/candidate");
    expect(rooms.status()).toBe(200);
    const listed = ((await rooms.json()) as { data: { _id: string; lastMessage: { text: string } | null }[] }).data;
    expect(listed.find((room) => room._id === roomId)?.lastMessage?.text).toBe(text);
  } finally {
    await employerContext.close();
    await candidateContext.close();
  }
});
