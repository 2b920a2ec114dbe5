import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";

import { startStreamChatEmulator, type StreamChatEmulator } from "@/emulators/stream-chat/server";
import { signAccessToken } from "@/lib/auth/access-token";
import type { AccessLevel } from "@/lib/auth/require-access";
import { routeDescription } from "@/lib/api/route-description";
import { db } from "@/lib/db";
import type { CompanyMember, User } from "@/lib/generated/prisma/client";
import { DEMO_ADMIN_EMAIL, DEMO_CANDIDATE_EMAIL, DEMO_EMPLOYER_EMAIL } from "@/prisma/seed/demo-data";
import { seedDemoData } from "@/scripts/db/seed";
import { seedDemoChat } from "@/scripts/db/seed-demo-chat";
import { findViolations, newViolations } from "@/tests/fuzz/invariants";
import { Random } from "@/tests/fuzz/random";
import { describeSchemas, hugeBody, jsonBodyFor, mutateJson, paramFor, queryFor, rawBodyFor, type Pools, type RouteShape } from "@/tests/fuzz/requests";
import { startPayments, type PaymentsHarness } from "@/tests/support/payments";
import { findRouteFiles } from "@/tests/support/route-files";

/**
 * The fuzz tier (issue 18, item 6): at least FUZZ_REQUESTS (10,000) generated bad requests, spread
 * over every route handler under app/api, as a visitor, with broken credentials and as each kind of
 * user, on the demo world (demo data, chat and payments through their emulators). Any 5xx, or a
 * handler that throws or hangs, fails the run; so does a database invariant (invariants.ts) that
 * held before the run and not after it.
 *
 *   FUZZ_SEED=n          another fixed seed (default below); the same seed sends the same requests
 *   FUZZ_REQUESTS=n      how many requests in all (default 10,000)
 *   FUZZ_ROUTE="POST /api/users/[id]/applyTo/[postId]"   only the handlers whose "METHOD /route" contains this
 *   FUZZ_CASE=n          with FUZZ_ROUTE: only case n of that route (the number a failure prints)
 */
const seed = Number(process.env.FUZZ_SEED ?? 18_062_026);
const total = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const onlyRoute = process.env.FUZZ_ROUTE;
const onlyCase = process.env.FUZZ_CASE === undefined ? undefined : Number(process.env.FUZZ_CASE);
const requestTimeoutMs = 30_000;
/** Bodies above every route's limit are slow to build and send: a few per run. */
const hugeBodyChance = 0.002;

type Access = AccessLevel;
type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Target = { route: string; method: string; handler: Handler; shape: RouteShape; access: Access; paramNames: string[] };

const roles = ["candidate", "employer", "otherEmployer", "administrator"] as const;
type Role = (typeof roles)[number];
type CallerName = "anonymous" | "brokenCredential" | Role;

type Case = {
  index: number;
  label: string;
  caller: CallerName;
  method: string;
  url: string;
  params: Record<string, string | string[]>;
  headers: Record<string, string>;
  body?: string | Uint8Array;
};

type Failure = { route: string; case: Case; status: number | "threw" | "timeout"; answer: string };

const users = {} as Record<Role, User>;
const tokens = {} as Record<Role, string>;
let chatEmulator: StreamChatEmulator;
let payments: PaymentsHarness;

const tokenOf = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL!;
  await seedDemoData(databaseUrl);
  chatEmulator = await startStreamChatEmulator({ port: 0, apiKey: "fuzz-chat", apiSecret: "fuzz-chat-secret", databaseUrl, allowDevTokens: false });
  Object.assign(process.env, { STREAM_API_KEY: "fuzz-chat", STREAM_API_SECRET: "fuzz-chat-secret", STREAM_BASE_URL: chatEmulator.url });
  await seedDemoChat(databaseUrl, process.env);
  // The demo world's companies keep the plans seedDemoData gives them. seedDemoPayments is left out:
  // here the emulator delivers its webhooks to the app at once, and the seed's invoice writes then
  // deadlock with the webhook handler's (the end-to-end server starts after the seed; see the report).
  payments = await startPayments();
  const [candidate, employer, administrator] = await Promise.all(
    [DEMO_CANDIDATE_EMAIL, DEMO_EMPLOYER_EMAIL, DEMO_ADMIN_EMAIL].map((email) => db.user.findUniqueOrThrow({ where: { email } })),
  );
  // Another employer of the demo world: the owner of a company the demo employer is not in.
  const otherEmployer = await db.user.findFirstOrThrow({
    where: { isEmployer: true, loggedAs: "EMPLOYER", role: "USER", id: { not: employer!.id }, memberships: { some: { role: "OWNER" } } },
    orderBy: { email: "asc" },
  });
  Object.assign(users, { candidate, employer, administrator, otherEmployer });
  for (const role of roles) tokens[role] = tokenOf(users[role]);
}, 180_000);

afterAll(async () => {
  await payments?.stop();
  await chatEmulator?.close();
  for (const name of ["STREAM_API_KEY", "STREAM_API_SECRET", "STREAM_BASE_URL"]) delete process.env[name];
});

/**
 * Routes served by a framework rather than our wrapper: next-auth's catch-all reads Next's request
 * scope (cookies()), which exists only inside a running Next server, not in a handler called here.
 * Its one piece of our own code (GET /api/auth/callback/credentials answers 405) has its test in
 * tests/integration/bad-input.test.ts.
 */
const frameworkRoutes = new Set(["/api/auth/[...nextauth]"]);

/** Every exported method of every route.ts under app/api, with the schemas its wrapper was given. */
async function findTargets(): Promise<Target[]> {
  const appDir = path.join(process.cwd(), "app");
  const files = await findRouteFiles(path.join(appDir, "api"));
  const targets: Target[] = [];
  for (const file of files.sort()) {
    const route = `/${path.relative(appDir, path.dirname(file)).split(path.sep).join("/")}`;
    const handlers = (await import(file)) as Record<string, unknown>;
    const paramNames = [...route.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]!);
    if (frameworkRoutes.has(route)) continue;
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const handler = handlers[method] as Handler | undefined;
      if (typeof handler !== "function") continue;
      const description = routeDescription(handler);
      targets.push({ route, method, handler, shape: describeSchemas(description?.schemas), access: description?.access ?? "public", paramNames });
    }
  }
  return targets;
}

/** Real records to name in paths and bodies, read afresh before each route (earlier routes change them). */
type World = Pools & { byKind: Record<string, string[]>; own: Record<Role, Record<string, string[]>> };

/**
 * Each caller's own records by kind (their companies' jobs, their applicants, their notifications,
 * rooms, cards, templates), so that requests get past "not yours" into the rules behind it.
 */
async function readOwnRecords(userId: string): Promise<Record<string, string[]>> {
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const companies = await db.companyMember.findMany({ where: { userId }, select: { companyId: true } });
  const companyIds = companies.map((row) => row.companyId);
  const [jobs, applicants, applications, notifications, rooms, cards, templates] = await Promise.all([
    db.job.findMany({ where: { companyId: { in: companyIds } }, select: { id: true }, orderBy: [{ createdAt: "asc" }, { title: "asc" }], take: 30 }),
    db.application.findMany({ where: { job: { companyId: { in: companyIds } } }, select: { candidateId: true }, orderBy: [{ createdAt: "asc" }], take: 30 }),
    db.application.findMany({ where: { candidateId: userId }, select: { id: true, jobId: true }, orderBy: [{ createdAt: "asc" }], take: 30 }),
    db.notification.findMany({ where: { userId }, select: { id: true }, orderBy: [{ createdAt: "asc" }], take: 30 }),
    db.chatRoom.findMany({ where: { members: { some: { userId } } }, select: { id: true }, orderBy: [{ createdAt: "asc" }, { channelId: "asc" }], take: 30 }),
    db.paymentMethod.findMany({ where: { userId }, select: { id: true }, orderBy: [{ createdAt: "asc" }], take: 10 }),
    db.jobTemplate.findMany({ where: { companyId: { in: companyIds } }, select: { id: true }, orderBy: [{ createdAt: "asc" }, { name: "asc" }], take: 10 }),
  ]);
  return {
    companies: companyIds,
    // A candidate's "jobs" are those they applied to.
    jobs: [...ids(jobs), ...applications.map((row) => row.jobId)],
    users: applicants.map((row) => row.candidateId),
    applications: ids(applications),
    notifications: ids(notifications),
    rooms: ids(rooms),
    cards: ids(cards),
    templates: ids(templates),
  };
}

async function readWorld(): Promise<World> {
  const take = 30;
  const [people, jobs, companies, templates, notifications, applications, rooms, reports, files, cards, questions, plans, industries, countries] = await Promise.all([
    db.user.findMany({ select: { id: true, email: true }, orderBy: [{ createdAt: "asc" }, { email: "asc" }], take: 60 }),
    db.job.findMany({ select: { id: true }, orderBy: [{ companyId: "asc" }, { createdAt: "asc" }, { title: "asc" }], take: 60 }),
    db.company.findMany({ select: { id: true }, orderBy: [{ createdAt: "asc" }, { slug: "asc" }], take }),
    db.jobTemplate.findMany({ select: { id: true }, orderBy: [{ createdAt: "asc" }, { name: "asc" }], take }),
    db.notification.findMany({ select: { id: true }, orderBy: [{ createdAt: "asc" }], take }),
    db.application.findMany({ select: { id: true }, orderBy: [{ createdAt: "asc" }], take: 60 }),
    db.chatRoom.findMany({ select: { id: true }, orderBy: [{ createdAt: "asc" }, { channelId: "asc" }], take }),
    db.chatRoomReport.findMany({ select: { id: true }, orderBy: [{ createdAt: "asc" }], take }),
    db.storedFile.findMany({ select: { id: true }, orderBy: [{ createdAt: "asc" }], take }),
    db.paymentMethod.findMany({ select: { id: true }, orderBy: [{ createdAt: "asc" }], take }),
    db.jobQuestion.findMany({ select: { id: true }, orderBy: [{ jobId: "asc" }, { position: "asc" }], take: 60 }),
    db.plan.findMany({ select: { id: true }, orderBy: { id: "asc" } }),
    db.industry.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 10 }),
    db.country.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 10 }),
  ]);
  const [subscriptions, invoices] = await Promise.all([
    db.subscription.findMany({ where: { stripeSubscriptionId: { not: null } }, select: { stripeSubscriptionId: true }, orderBy: { createdAt: "asc" }, take: 10 }),
    db.transaction.findMany({ where: { stripeInvoiceId: { not: null } }, select: { stripeInvoiceId: true }, orderBy: { createdAt: "asc" }, take: 10 }),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const byKind: Record<string, string[]> = {
    users: ids(people),
    jobs: ids(jobs),
    companies: ids(companies),
    templates: ids(templates),
    notifications: ids(notifications),
    applications: ids(applications),
    rooms: ids(rooms),
    reports: ids(reports),
    files: ids(files),
    cards: ids(cards),
    questions: ids(questions),
    stripeObjects: [...subscriptions.map((row) => row.stripeSubscriptionId!), ...invoices.map((row) => row.stripeInvoiceId!)],
  };
  const own = {} as Record<Role, Record<string, string[]>>;
  for (const role of roles) own[role] = await readOwnRecords(users[role].id);
  return {
    byKind,
    own,
    ids: Object.entries(byKind).flatMap(([kind, values]) => (kind === "stripeObjects" ? [] : values)),
    emails: people.map((person) => person.email),
    smallInts: [...plans, ...industries, ...countries].map((row) => row.id),
  };
}

/** Which records a path parameter names, from its name and the segment before it. */
function kindOf(route: string, name: string): string | string[] {
  const before = /\/([^/]+)\/\[[^\]]+\](?:\/|$)/.exec(route.slice(0, route.indexOf(`[${name}]`) + name.length + 2))?.[1] ?? "";
  if (name === "rank") return ["1", "2", "3", "0", "-1", "999"];
  if (name === "a" || name === "b") return ["2026-01-01", "2026-12-31", "2025-06-15"];
  if (name === "userId" || name === "candidateId") return "users";
  if (name === "postId" || name === "jobId") return "jobs";
  if (name === "companyId") return "companies";
  if (name === "notificationId") return "notifications";
  if (name === "applicationId") return "applications";
  if (name === "questionId") return "questions";
  const byPrefix: Record<string, string> = {
    users: "users",
    posts: "jobs",
    companies: "companies",
    plan: "companies",
    information: "companies",
    "job-templates": "templates",
    files: "files",
    "room-chats": "rooms",
    reports: "reports",
    default: "cards",
    delete: "cards",
  };
  return byPrefix[before] ?? "users";
}


/** A Stripe event as the webhook receives it, about the world's companies and Stripe objects. */
function stripeEventFor(random: Random, world: World): unknown {
  const type = random.pick(["customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted", "invoice.paid", "invoice.payment_failed", "invoice.created", "checkout.session.completed"]);
  const objectIds = [...world.byKind.stripeObjects!, "sub_fuzz_missing", "in_fuzz_missing", ""];
  return {
    id: `evt_fuzz_${random.int(0, 1e9)}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    type,
    data: {
      object: {
        id: random.pick(objectIds),
        object: type.startsWith("invoice") ? "invoice" : "subscription",
        customer: `cus_fuzz_${random.int(0, 99)}`,
        status: random.pick(["active", "past_due", "canceled", "paid", "open"]),
        metadata: { company_id: random.pick(world.byKind.companies!) },
        parent: { subscription_details: { metadata: { company_id: random.pick(world.byKind.companies!) } } },
      },
    },
  };
}

/** A path segment as a client encodes it; a lone surrogate has no UTF-8 form, so it goes as U+FFFD. */
const encodeSegment = (value: string) => encodeURIComponent(value.toWellFormed());

/** Credentials that must count as none, or be refused with a 4xx. */
function brokenCredential(random: Random, world: World): Record<string, string> {
  const someone = { id: random.pick(world.byKind.users!), role: "USER" as const, side: "CANDIDATE" as const };
  const choices = [
    () => ({ authorization: "Bearer" }),
    () => ({ authorization: "Bearer not.a.jwt" }),
    () => ({ authorization: "Basic YWRtaW46YWRtaW4=" }),
    () => ({ authorization: `Bearer ${"a".repeat(10_000)}` }),
    () => ({ authorization: `Bearer ${signAccessToken(someone, { secret: "not-the-secret-0123456789abcdefghijklmnopqrstuvwxyz" })}` }),
    () => ({ authorization: `Bearer ${signAccessToken(someone, { now: Date.now() - 30 * 86_400_000 })}` }),
    () => ({ authorization: `Bearer ${signAccessToken({ ...someone, id: random.uuid() })}` }),
    () => ({ authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(`{"sub":"${someone.id}","role":"admin"}`).toString("base64url")}.` }),
    () => ({ cookie: "next-auth.session-token=garbage; __Secure-next-auth.session-token=%00" }),
    () => ({ cookie: `next-auth.session-token=${"x".repeat(5_000)}` }),
  ];
  return random.pick(choices)();
}

function pickCaller(target: Target, random: Random): CallerName {
  const fitting: Record<Access, Role[]> = {
    public: [...roles],
    user: [...roles],
    candidate: ["candidate"],
    employer: ["employer", "otherEmployer"],
    administrator: ["administrator"],
  };
  if (random.chance(0.7)) return random.pick(fitting[target.access]);
  return random.pick<CallerName>(["anonymous", "brokenCredential", ...roles]);
}

/** Headers a client may send that the app reads or a proxy adds: odd values must not matter. */
function oddHeaders(random: Random): Record<string, string> {
  return random.pick<Record<string, string>>([
    { "accept-language": "xx-ZZ;q=abc, *;q=-1, es" },
    { "x-forwarded-for": "999.999.999.999, ::ffff:127.0.0.1, <script>" },
    { "x-forwarded-host": "evil.example", "x-forwarded-proto": "gopher" },
    { origin: "null" },
    { "x-request-id": "../../etc/passwd" },
    { "if-none-match": '"*", W/"x"' },
    { range: "bytes=999999999-0" },
    { "stripe-signature": "t=1,v1=deadbeef" },
  ]);
}

function buildCase(target: Target, index: number, random: Random, world: World): Case {
  const caller = pickCaller(target, random);
  const labels: string[] = [caller];
  const headers: Record<string, string> = {};
  if (caller === "brokenCredential") Object.assign(headers, brokenCredential(random, world));
  else if (caller !== "anonymous") headers.authorization = `Bearer ${tokens[caller]}`;
  if (random.chance(0.1)) Object.assign(headers, oddHeaders(random));

  const params: Record<string, string | string[]> = {};
  for (const name of target.paramNames) {
    const kind = kindOf(target.route, name);
    let real = Array.isArray(kind) ? kind : (world.byKind[kind] ?? []);
    const isSomeone = caller !== "anonymous" && caller !== "brokenCredential";
    const ownDraw = random.next();
    // A user's own routes are reached with their own id (users/[id]); others with their own records.
    if (isSomeone && kind === "users" && name === "id" && ownDraw < 0.6) real = [users[caller].id];
    else if (isSomeone && typeof kind === "string" && ownDraw < 0.6 && world.own[caller][kind]?.length) real = world.own[caller][kind]!;
    if (name === "email") real = world.emails;
    const { label, value } = paramFor(real, random);
    params[name] = value;
    labels.push(`${name}=${label}`);
  }
  const filledPath = target.route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_match, name: string) => {
    const value = params[name]!;
    return Array.isArray(value) ? value.map(encodeSegment).join("/") : encodeSegment(value);
  });
  const { label: queryLabel, query } = target.method === "GET" || random.chance(0.3) ? queryFor(target.shape.query, random, world) : { label: "", query: "" };
  if (queryLabel) labels.push(queryLabel);

  let body: string | Uint8Array | undefined;
  if (target.method !== "GET") {
    if (random.chance(hugeBodyChance)) {
      const huge = hugeBody();
      headers["content-type"] = huge.contentType;
      body = huge.body;
      labels.push(huge.label);
    } else {
      const json = target.route === "/api/stripe/webhook" ? mutateJson(stripeEventFor(random, world), random) : jsonBodyFor(target.shape.body, random, world);
      const text = JSON.stringify(json.value) ?? "null";
      if (random.chance(0.65)) {
        headers["content-type"] = "application/json";
        body = text;
        labels.push(`body: ${json.label}`);
      } else {
        const raw = rawBodyFor(random, text);
        if (raw.contentType) headers["content-type"] = raw.contentType;
        body = raw.body;
        labels.push(`body: ${raw.label}`);
      }
    }
  }
  // Most webhook bodies carry a valid signature, so that what is inside them reaches the handler.
  if (target.route === "/api/stripe/webhook" && typeof body === "string" && random.chance(0.7)) {
    headers["stripe-signature"] = payments.stripe.webhooks.generateTestHeaderString({ payload: body, secret: payments.webhookSecret });
    labels.push("signed");
  }
  return { index, label: labels.join(" | "), caller, method: target.method, url: `http://localhost${filledPath}${query}`, params, headers, body };
}

async function send(target: Target, testCase: Case): Promise<{ status: number | "threw" | "timeout"; answer: string }> {
  let request: NextRequest;
  try {
    request = new NextRequest(testCase.url, { method: testCase.method, headers: testCase.headers, body: testCase.body as BodyInit | undefined });
  } catch (error) {
    // Not a request a client could send (the URL or a header does not parse): nothing to test.
    return { status: 0, answer: String(error) };
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), requestTimeoutMs);
  });
  try {
    const response = await Promise.race([target.handler(request, { params: Promise.resolve(testCase.params) }), timeout]);
    if (response === "timeout") return { status: "timeout", answer: "" };
    const text = await response.text();
    return { status: response.status, answer: text.slice(0, 500) };
  } catch (error) {
    return { status: "threw", answer: error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ""}`.slice(0, 2_000) : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** What the run's callers were before it: a request may ban, delete or rename them, and later routes need them as they were. */
async function restoreCallers(snapshot: Omit<User, "passwordHash" | "chatUserToken" | "chatUserEmployerToken">[], memberships: CompanyMember[]): Promise<void> {
  // A deleted account leaves its companies: the callers go back to theirs, in their roles.
  await db.companyMember.createMany({ data: memberships, skipDuplicates: true });
  for (const { companyId, userId, role } of memberships) await db.companyMember.update({ where: { companyId_userId: { companyId, userId } }, data: { role } });
  for (const user of snapshot) {
    const { email, bannedAt, bannedReason, deletedAt, deleteReason, loggedAs, role, isEmployer, tokensValidAfter } = user;
    await db.user.update({ where: { id: user.id }, data: { bannedAt, bannedReason, deletedAt, deleteReason, loggedAs, role, isEmployer, tokensValidAfter } });
    await db.user.update({ where: { id: user.id }, data: { email } }).catch(() => undefined);
  }
  await db.company.updateMany({ where: { members: { some: { userId: { in: snapshot.map((user) => user.id) } } } }, data: { bannedAt: null, disabledAt: null } });
}

/** A request as a developer replays it: the seed and case, and the request itself. */
function describeCase(route: string, testCase: Case): string {
  const body =
    testCase.body === undefined ? "" : typeof testCase.body === "string" ? testCase.body.slice(0, 400) : `<${testCase.body.length} bytes, base64 ${Buffer.from(testCase.body).toString("base64").slice(0, 400)}>`;
  return [
    `  replay: FUZZ_SEED=${seed} FUZZ_ROUTE="${route}" FUZZ_CASE=${testCase.index} npm run fuzz`,
    `  ${testCase.method} ${testCase.url.slice(0, 400)} as ${testCase.caller}`,
    `  params ${JSON.stringify(testCase.params).slice(0, 400)}`,
    `  headers ${JSON.stringify({ ...testCase.headers, ...(testCase.headers.authorization ? { authorization: `${testCase.headers.authorization.slice(0, 40)}…` } : {}) })}`,
    `  body ${body}`,
    `  (${testCase.label})`,
  ].join("\n");
}

describe("the fuzz tier", () => {
  it(
    `sends ${total} generated bad requests over every API route: no 5xx, and the data keeps its invariants`,
    async () => {
      const targets = (await findTargets()).filter((target) => !onlyRoute || `${target.method} ${target.route}`.includes(onlyRoute));
      expect(targets.length).toBeGreaterThan(0);
      const perTarget = Math.ceil(total / targets.length);
      const before = await findViolations();
      const seen = new Map(before);
      const broken: Record<string, string[]> = {};
      const callerIds = roles.map((role) => users[role].id);
      const snapshot = await db.user.findMany({ where: { id: { in: callerIds } } });
      const memberships = await db.companyMember.findMany({ where: { userId: { in: callerIds } } });
      const statuses = new Map<string, Map<string, number>>();
      const failures: Failure[] = [];
      let sent = 0;
      let hugeBodies = 0;
      const byCaller = new Map<string, number>();
      const started = performance.now();

      for (const target of targets) {
        const name = `${target.method} ${target.route}`;
        const random = Random.forRoute(seed, name);
        const world = await readWorld();
        const counts = new Map<string, number>();
        statuses.set(name, counts);
        for (let index = 0; index < perTarget; index++) {
          const testCase = buildCase(target, index, random, world);
          if (onlyCase !== undefined && index !== onlyCase) continue;
          const { status, answer } = await send(target, testCase);
          if (status === 0) continue;
          sent++;
          byCaller.set(testCase.caller, (byCaller.get(testCase.caller) ?? 0) + 1);
          if (testCase.label.includes("huge body")) hugeBodies++;
          counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
          if (typeof status !== "number" || status >= 500) {
            failures.push({ route: name, case: testCase, status, answer });
            process.stdout.write(`\n✖ ${name} case ${testCase.index} answered ${status}\n${describeCase(name, testCase)}\n  answer ${answer.slice(0, 300)}\n`);
          }
        }
        await restoreCallers(snapshot, memberships);
        // Checked after each route, so that a broken rule names the route that broke it.
        const now = await findViolations();
        for (const [rule, rows] of Object.entries(newViolations(seen, now))) {
          broken[rule] = [...(broken[rule] ?? []), ...rows.map((row) => `${row} (after ${name})`)];
          process.stdout.write(`\n✖ ${name} broke "${rule}": ${rows.join("; ")}\n`);
        }
        for (const [rule, rows] of now) seen.set(rule, [...new Set([...(seen.get(rule) ?? []), ...rows])]);
      }

      const after = await findViolations();
      const seconds = (performance.now() - started) / 1000;
      const lines = [...statuses].map(([name, counts]) => {
        const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
        const histogram = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status}×${count}`).join(" ");
        return `  ${String(total).padStart(4)}  ${name.padEnd(70)} ${histogram}`;
      });
      const overall = new Map<string, number>();
      for (const counts of statuses.values()) for (const [status, count] of counts) overall.set(status, (overall.get(status) ?? 0) + count);
      const summary = [
        `\nFuzz summary: seed ${seed}, ${sent} requests over ${targets.length} route handlers in ${seconds.toFixed(0)} s`,
        ...lines,
        `  statuses: ${[...overall].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status}×${count}`).join(" ")}`,
        `  callers: ${[...byCaller].map(([caller, count]) => `${caller}×${count}`).join(" ")}; bodies of 6 MB: ${hugeBodies}`,
        `  5xx, thrown or hung: ${failures.length}`,
        `  invariants: ${Object.keys(broken).length === 0 ? `all ${after.size} hold` : JSON.stringify(broken, null, 2)}`,
        ...[...before].filter(([, rows]) => rows.length > 0).map(([name, rows]) => `  (already broken before the run: ${name}: ${rows.length}, e.g. ${rows.slice(0, 3).join("; ")})`),
        "",
      ].join("\n");
      process.stdout.write(summary);
      const outputDir = process.env.TEST_OUTPUT_DIR ?? "test-results";
      mkdirSync(outputDir, { recursive: true });
      writeFileSync(
        `${outputDir}/fuzz-report.json`,
        JSON.stringify(
          {
            seed,
            sent,
            seconds,
            statuses: Object.fromEntries([...statuses].map(([name, counts]) => [name, Object.fromEntries(counts)])),
            failures: failures.map(({ route, case: testCase, status, answer }) => ({ route, status, answer, replay: describeCase(route, testCase) })),
            brokenInvariants: broken,
          },
          null,
          2,
        ),
      );

      if (onlyRoute === undefined) expect(sent).toBeGreaterThanOrEqual(total * 0.98);
      expect(failures.map(({ route, case: testCase, status }) => `${status} ${route} case ${testCase.index}: ${testCase.label}`)).toEqual([]);
      expect(broken).toEqual({});
    },
    30 * 60_000,
  );
});
