import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";

import pg from "pg";

import type {
  Company,
  CompanyMember,
  Education,
  Job,
  JobCountry,
  JobLanguage,
  JobQuestion,
  JobRegion,
  JobStatus,
  PlanName,
  Subscription,
  User,
  UserLanguage,
  WorkExperience,
} from "@/lib/generated/prisma/client";
import {
  buildCandidate,
  buildCompany,
  buildJob,
  buildSubscription,
  buildUser,
  factoryRandom,
  profileSections,
  seedFromString,
  withFactorySeed,
  type ProfileSection,
  type Random,
} from "@/prisma/factories";

import { insertTables, loadColumnTypes } from "./bulk-insert.ts";
import type { CatalogueIds } from "./catalogues.ts";
import { countries, type CountrySeed } from "./data/countries.ts";
import { companyTaglinesEn, companyTaglinesEs } from "./data/companies.ts";
import { jobQuestions } from "./data/job-questions.ts";
import { nativeLanguageByCountry } from "./data/languages.ts";
import { plans } from "./data/plans.ts";
import { roles, type RoleSeed } from "./data/roles.ts";

export interface BulkOptions {
  jobs: number;
  candidates: number;
  log?: (line: string) => void;
  /** Shared by every generated account; hashing 50,000 passwords would take minutes. */
  passwordHash: string | null;
  catalogues: CatalogueIds;
}

const DAY_MS = 86_400_000;
const BATCH_SIZE = 5_000;
const JOBS_PER_COMPANY = 50;
const MAX_COMPANIES = 2_000;

/** Where generated companies and candidates are, roughly the marketplace's audience. */
const regionWeights: Readonly<Record<string, number>> = {
  "latin-america": 45, "north-america": 22, europe: 18, asia: 6, africa: 4, "middle-east": 3, oceania: 2,
};

/** Most jobs belong to Premium companies: Free and Pro quotas cap how many of theirs are open. */
const planMix = [["PREMIUM", 0.4], ["PRO", 0.25], ["FREE", 0.35]] as const satisfies readonly (readonly [PlanName, number])[];
const jobShareByPlan: Readonly<Record<PlanName, number>> = { PREMIUM: 0.85, PRO: 0.1, FREE: 0.05 };

interface CompanyPlan {
  company: Company;
  plan: PlanName;
  country: CountrySeed;
  industrySlug: string;
  openJobs: number;
}

/** The countries with the most remote workers and employers; the rest of each region shares what is left. */
const majorMarkets = new Set(["US", "CA", "MX", "CO", "AR", "BR", "CL", "PE", "ES", "GB", "DE", "FR", "PL", "IN", "PH", "NG", "ZA", "IL", "AU"]);

const countryChoicesByRegion = new Map<string, (readonly [CountrySeed, number])[]>();
for (const country of countries) {
  const choices = countryChoicesByRegion.get(country.regionSlug) ?? [];
  choices.push([country, majorMarkets.has(country.code) ? 6 : 1]);
  countryChoicesByRegion.set(country.regionSlug, choices);
}

function pickCountry(random: Random): CountrySeed {
  const region = random.weighted(Object.entries(regionWeights));
  return random.weighted(countryChoicesByRegion.get(region) ?? countries.map((country) => [country, 1] as const));
}

function elapsed(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

/**
 * Generates performance data on top of whatever the database holds: `jobs` jobs spread over up to
 * 2,000 new companies (each with an owner and, on paid plans, a subscription) and `candidates`
 * candidates with profiles. Every run has its own id in e-mails and slugs, so runs add up.
 */
export async function generateBulkData(connectionString: string, options: BulkOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
  // Two connections: each PostgreSQL backend uses one core, and the database (search triggers,
  // GIN indexes), not Node, is the bottleneck on this kind of machine.
  const clients = [new pg.Client({ connectionString }), new pg.Client({ connectionString })];
  const started = performance.now();
  try {
    for (const client of clients) {
      await client.connect();
      // Losing the last commits on a crash is fine for generated data; waiting for each flush is not.
      await client.query("SET synchronous_commit = off");
    }
    const [first] = clients as [pg.Client, pg.Client];
    await loadColumnTypes(first, [
      "users", "user_languages", "work_experiences", "educations", "companies", "company_members", "subscriptions",
      "jobs", "job_regions", "job_countries", "job_languages", "job_questions",
    ]);
    log(`bulk run ${runId}: ${options.jobs} jobs, ${options.candidates} candidates`);

    const companies = await insertCompanies(first, runId, options);
    if (companies.length > 0) log(`companies ${companies.length} (${elapsed(started)})`);
    await runBatches(clients, batchTasks(runId, companies, options), options, started);

    // VACUUM too: the batches leave a dead version of most job rows behind (75,000 of 100,000), and
    // a server that runs for minutes, as the bench's does, ends before autovacuum reaches them, so
    // every index scan would visit the heap for them and the figures would measure the seed.
    await first.query("VACUUM ANALYZE users, companies, jobs, job_regions, job_countries, job_languages, user_languages");
    log(`bulk run ${runId} done in ${elapsed(started)}`);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

async function insertCompanies(client: pg.Client, runId: string, options: BulkOptions): Promise<CompanyPlan[]> {
  const count = options.jobs === 0 ? 0 : Math.min(MAX_COMPANIES, Math.max(1, Math.ceil(options.jobs / JOBS_PER_COMPANY)));
  if (count === 0) return [];
  const { catalogues } = options;
  const now = new Date();
  const planned: CompanyPlan[] = [];
  const owners: User[] = [];
  const members: CompanyMember[] = [];
  const subscriptions: Subscription[] = [];

  withFactorySeed(seedFromString(`${runId}:companies`), () => {
    const random = factoryRandom();
    for (let index = 0; index < count; index++) {
      const country = pickCountry(random);
      const countryRef = catalogues.countryByCode.get(country.code) ?? null;
      const industrySlug = random.pick(roles).industrySlug;
      const isSpanish = nativeLanguageByCountry[country.code] === "Spanish";
      const createdAt = new Date(now.getTime() - random.int(120, 900) * DAY_MS);
      const owner = buildUser({
        country: countryRef,
        email: `bulk-${runId}-employer-${index}@bulk.example`,
        passwordHash: options.passwordHash,
        loggedAs: "EMPLOYER",
        isEmployer: true,
        city: random.pick(country.cities),
        timezone: country.timezone,
        createdAt,
      });
      const company = buildCompany({
        country: countryRef,
        industryId: catalogues.industryIdBySlug.get(industrySlug) ?? null,
        createdById: owner.id,
        description: random.pick(isSpanish ? companyTaglinesEs : companyTaglinesEn),
        createdAt,
      });
      // The factory's per-process counter makes slugs unique within a run; the run id across runs.
      company.slug = `${company.slug}-${runId}`;
      const plan = random.weighted(planMix);
      owners.push(owner);
      members.push({ companyId: company.id, userId: owner.id, role: "OWNER", createdAt });
      if (plan !== "FREE") {
        const planId = catalogues.planIdByName.get(plan);
        if (planId === undefined) throw new Error(`Plan ${plan} is missing from the catalogue`);
        subscriptions.push(buildSubscription({ companyId: company.id, planId, now }));
      }
      planned.push({ company, plan, country, industrySlug, openJobs: 0 });
    }
  });

  await insertTables(client, [
    ["users", owners],
    ["companies", planned.map((entry) => entry.company)],
    ["company_members", members],
    ["subscriptions", subscriptions],
  ]);
  return planned;
}

interface JobBatch {
  jobs: Job[];
  regions: JobRegion[];
  countries: JobCountry[];
  languages: JobLanguage[];
  questions: JobQuestion[];
}

function activeJobLimit(plan: PlanName): number {
  return plans.find((candidate) => candidate.name === plan)?.activeJobLimit ?? Number.POSITIVE_INFINITY;
}

function buildJobBatch(runId: string, batchIndex: number, size: number, companies: CompanyPlan[], catalogues: CatalogueIds): JobBatch {
  const batch: JobBatch = { jobs: [], regions: [], countries: [], languages: [], questions: [] };
  const byPlan = new Map<PlanName, CompanyPlan[]>(
    (["PREMIUM", "PRO", "FREE"] as const).map((plan) => [plan, companies.filter((entry) => entry.plan === plan)]),
  );
  const availablePlans = [...byPlan.entries()].filter(([, list]) => list.length > 0).map(([plan]) => [plan, jobShareByPlan[plan]] as const);
  const rolesByIndustry = new Map<string, RoleSeed[]>();
  for (const role of roles) rolesByIndustry.set(role.industrySlug, [...(rolesByIndustry.get(role.industrySlug) ?? []), role]);
  const countriesByRegion = new Map<string, CountrySeed[]>();
  for (const country of countries) countriesByRegion.set(country.regionSlug, [...(countriesByRegion.get(country.regionSlug) ?? []), country]);
  const now = new Date();

  withFactorySeed(seedFromString(`${runId}:jobs:${batchIndex}`), () => {
    const random = factoryRandom();
    for (let index = 0; index < size; index++) {
      const plan = random.weighted(availablePlans);
      const entry = random.pick(byPlan.get(plan) ?? companies);
      const role = random.chance(0.6) ? random.pick(rolesByIndustry.get(entry.industrySlug) ?? roles) : random.pick(roles);
      const wantsOpen = random.chance(0.93);
      const status: JobStatus =
        wantsOpen && entry.openJobs < activeJobLimit(entry.plan) ? "OPEN" : random.weighted([["CLOSED", 5], ["PAUSED", 2], ["DRAFT", 1]] as const);
      if (status === "OPEN") entry.openJobs += 1;
      // Skewed towards recent days, as a live board is.
      const publishedAt = status === "DRAFT" ? null : new Date(now.getTime() - Math.floor(random.next() ** 1.6 * 120 * DAY_MS));
      const createdAt = publishedAt ? new Date(publishedAt.getTime() - random.int(1, 72) * 3_600_000) : new Date(now.getTime() - random.int(0, 120) * DAY_MS);
      const locale = nativeLanguageByCountry[entry.country.code] === "Spanish" && random.chance(0.7) ? "es" : "en";
      const regionId = catalogues.regionIdBySlug.get(entry.country.regionSlug);
      const regionIds =
        random.chance(0.5) && regionId !== undefined
          ? [...new Set([regionId, ...(random.chance(0.3) ? [random.pick([...catalogues.regionIdBySlug.values()])] : [])])]
          : [];
      const eligibleCountryIds = random.chance(0.25)
        ? random
            .sample(countriesByRegion.get(entry.country.regionSlug) ?? [], random.int(1, 4))
            .map((country) => catalogues.countryByCode.get(country.code)?.id)
            .filter((id): id is number => id !== undefined)
        : [];
      const built = buildJob({
        companyId: entry.company.id,
        createdById: entry.company.createdById ?? "",
        companyName: entry.company.name,
        role,
        locale,
        country: catalogues.countryByCode.get(entry.country.code) ?? null,
        industryId: catalogues.industryIdBySlug.get(role.industrySlug) ?? null,
        salaryCurrency: random.chance(0.35) ? entry.country.currency : "USD",
        status,
        isPublic: !random.chance(0.05),
        publishedAt,
        closedAt: status === "CLOSED" ? new Date((publishedAt ?? now).getTime() + random.int(1, 30) * DAY_MS) : null,
        createdAt,
        updatedAt: createdAt,
        regionIds,
        eligibleCountryIds,
        questions: random.chance(0.1)
          ? random.sample(jobQuestions, random.int(1, 2)).map((question) => ({ text: question[locale], type: question.type }))
          : [],
        now,
      });
      if (built.job.closedAt && built.job.closedAt > now) built.job.closedAt = now;
      batch.jobs.push(built.job);
      batch.regions.push(...built.regions);
      batch.countries.push(...built.countries);
      batch.languages.push(...built.languages);
      batch.questions.push(...built.questions);
    }
  });
  return batch;
}

function insertJobBatch(client: pg.Client, batch: JobBatch): Promise<void> {
  return insertTables(client, [
    ["jobs", batch.jobs],
    ["job_regions", batch.regions],
    ["job_countries", batch.countries],
    ["job_languages", batch.languages],
    ["job_questions", batch.questions],
  ]);
}

interface CandidateBatch {
  users: User[];
  languages: UserLanguage[];
  experiences: WorkExperience[];
  educations: Education[];
}

function buildCandidateBatch(runId: string, batchIndex: number, size: number, options: BulkOptions): CandidateBatch {
  const batch: CandidateBatch = { users: [], languages: [], experiences: [], educations: [] };
  const now = new Date();
  withFactorySeed(seedFromString(`${runId}:candidates:${batchIndex}`), () => {
    const random = factoryRandom();
    for (let index = 0; index < size; index++) {
      const number = batchIndex * BATCH_SIZE + index;
      const country = pickCountry(random);
      const sections: readonly ProfileSection[] = random.chance(0.6)
        ? profileSections
        : profileSections.filter(() => random.chance(0.5));
      const built = buildCandidate({
        country: options.catalogues.countryByCode.get(country.code) ?? null,
        sections,
        now,
        industryIdBySlug: options.catalogues.industryIdBySlug,
        user: { email: `bulk-${runId}-candidate-${number}@bulk.example`, passwordHash: options.passwordHash },
      });
      if (random.chance(0.03)) {
        built.user.hiredAt = new Date(now.getTime() - random.int(1, 90) * DAY_MS);
        built.user.isOpenToWork = false;
      }
      batch.users.push(built.user);
      batch.languages.push(...built.languages);
      batch.experiences.push(...built.experiences);
      batch.educations.push(...built.educations);
    }
  });
  return batch;
}

function insertCandidateBatch(client: pg.Client, batch: CandidateBatch): Promise<void> {
  return insertTables(client, [
    ["users", batch.users],
    ["user_languages", batch.languages],
    ["work_experiences", batch.experiences],
    ["educations", batch.educations],
  ]);
}

interface BatchTask {
  kind: "jobs" | "candidates";
  size: number;
  /** Builds the batch (synchronously) and sends it; resolves when the database has it. */
  run(client: pg.Client): Promise<void>;
}

function batchTasks(runId: string, companies: CompanyPlan[], options: BulkOptions): BatchTask[] {
  const tasks: BatchTask[] = [];
  const sizes = (total: number) => Array.from({ length: Math.ceil(total / BATCH_SIZE) }, (_, index) => Math.min(BATCH_SIZE, total - index * BATCH_SIZE));
  const jobSizes = sizes(options.jobs);
  const candidateSizes = sizes(options.candidates);
  // Interleaved, so that both kinds progress and the two connections stay busy to the end.
  for (let index = 0; index < Math.max(jobSizes.length, candidateSizes.length); index++) {
    const jobSize = jobSizes[index];
    if (jobSize !== undefined) {
      tasks.push({ kind: "jobs", size: jobSize, run: (client) => insertJobBatch(client, buildJobBatch(runId, index, jobSize, companies, options.catalogues)) });
    }
    const candidateSize = candidateSizes[index];
    if (candidateSize !== undefined) {
      tasks.push({ kind: "candidates", size: candidateSize, run: (client) => insertCandidateBatch(client, buildCandidateBatch(runId, index, candidateSize, options)) });
    }
  }
  return tasks;
}

/**
 * Runs the batches on all clients at once, each taking the next batch when its last one is in.
 * While one connection's statement runs in PostgreSQL, Node builds the other's next batch.
 */
async function runBatches(clients: pg.Client[], tasks: BatchTask[], options: BulkOptions, started: number): Promise<void> {
  const log = options.log ?? (() => {});
  const totals = { jobs: options.jobs, candidates: options.candidates };
  const done = { jobs: 0, candidates: 0 };
  let next = 0;
  await Promise.all(
    clients.map(async (client) => {
      for (let task = tasks[next++]; task; task = tasks[next++]) {
        await task.run(client);
        done[task.kind] += task.size;
        log(`${task.kind} ${done[task.kind]}/${totals[task.kind]} (${elapsed(started)})`);
      }
    }),
  );
}
