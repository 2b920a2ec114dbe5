import { createHash } from "node:crypto";

import type {
  Application,
  ApplicationAnswer,
  ApplicationEvent,
  Company,
  CompanyMember,
  Education,
  Invitation,
  Job,
  JobCountry,
  JobLanguage,
  JobQuestion,
  JobRegion,
  Prisma,
  StoredFile,
  Subscription,
  User,
  UserLanguage,
  WorkExperience,
} from "@/lib/generated/prisma/client";
import {
  buildApplication,
  buildCandidate,
  buildCompany,
  buildJob,
  buildNotification,
  buildSubscription,
  buildUser,
  estimateMatchPercent,
  seedFromString,
  uuidv7,
  withFactorySeed,
  type NotificationRow,
} from "@/prisma/factories";
import { buildPdf } from "@/prisma/factories/cv-files";

import type { TemplateJobContent } from "@/lib/job-templates/template-content";

import type { CatalogueIds } from "./catalogues.ts";
import { countryByCode } from "./data/countries.ts";
import { insertDemoHiring } from "./demo-hiring-invitations.ts";
import { insertDemoPipeline } from "./demo-hiring-pipeline.ts";
import { insertDemoModeration } from "./demo-moderation.ts";
import { jobQuestions } from "./data/job-questions.ts";
import { plans } from "./data/plans.ts";
import { roleByKey, seniorities, type Seniority } from "./data/roles.ts";
import {
  demoAdmin,
  demoAnswers,
  demoApplications,
  demoCandidates,
  DEMO_CANDIDATE_EMAIL,
  demoCompanies,
  demoEmployers,
  demoInvitations,
  demoJobs,
  type DemoPerson,
  type SeniorityKey,
} from "./demo-data.ts";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Every row of the demo world, in insertion order (parents before children). */
export interface DemoRows {
  users: User[];
  userLanguages: UserLanguage[];
  experiences: WorkExperience[];
  educations: Education[];
  companies: Company[];
  members: CompanyMember[];
  subscriptions: Subscription[];
  transactions: Prisma.TransactionCreateManyInput[];
  coupons: Prisma.CouponCreateManyInput[];
  jobs: Job[];
  jobRegions: JobRegion[];
  jobCountries: JobCountry[];
  jobLanguages: JobLanguage[];
  jobQuestions: JobQuestion[];
  jobTemplates: Prisma.JobTemplateCreateManyInput[];
  /** Each job's history (the job summary): created, published, edited, closed. */
  jobEvents: Prisma.JobEventCreateManyInput[];
  applications: Application[];
  applicationEvents: ApplicationEvent[];
  answers: ApplicationAnswer[];
  invitations: Invitation[];
  notifications: NotificationRow[];
  /** CVs: the stored file, and the user columns that point at it (written once both rows exist). */
  cvs: { file: StoredFile; user: Pick<User, "id" | "cvFileId" | "cvFileName" | "cvText" | "cvUploadedAt"> }[];
}

function seniorityOf(key: SeniorityKey): Seniority {
  const seniority = seniorities.find((level) => level.key === key);
  if (!seniority) throw new Error(`Unknown seniority ${key}`);
  return seniority;
}

function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data names an unknown ${what}: ${String(key)}`);
  return value;
}

/**
 * Builds the demo world relative to `now`, so that the landing page always shows recent jobs.
 * Pure: the same catalogue ids and `now` give the same rows (ids aside).
 */
export function buildDemoRows(catalogues: CatalogueIds, now: Date, passwordHash: string): DemoRows {
  return withFactorySeed(seedFromString("remote-jobs demo"), () => buildRows(catalogues, now, passwordHash));
}

function buildRows(catalogues: CatalogueIds, now: Date, passwordHash: string): DemoRows {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
  const country = (code: string) => lookup(catalogues.countryByCode, code, "country");
  const rows: DemoRows = {
    users: [], userLanguages: [], experiences: [], educations: [], companies: [], members: [], subscriptions: [],
    transactions: [], coupons: [], jobs: [], jobRegions: [], jobCountries: [], jobLanguages: [], jobQuestions: [],
    jobTemplates: [], jobEvents: [], applications: [], applicationEvents: [], answers: [], invitations: [], notifications: [],
    cvs: [],
  };

  // People ------------------------------------------------------------------------------------
  const accountFields = (person: DemoPerson, daysAgo: number) => ({
    email: person.email,
    passwordHash,
    firstName: person.firstName,
    lastName: person.lastName,
    city: person.city,
    timezone: countryByCode(person.country).timezone,
    createdAt: ago(daysAgo),
    updatedAt: ago(1),
  });

  const employerByKey = new Map<string, User>();
  demoEmployers.forEach((person, index) => {
    const user = buildUser({
      ...accountFields(person, 200 - index * 10),
      country: country(person.country),
      loggedAs: "EMPLOYER",
      isEmployer: true,
      title: index === 0 ? "Head of Talent" : null,
      phone: index === 0 ? "+1 512 555 0142" : null,
    });
    rows.users.push(user);
    employerByKey.set(person.key, user);
  });

  rows.users.push(
    buildUser({
      ...accountFields(demoAdmin, 365),
      country: country(demoAdmin.country),
      role: "ADMINISTRATOR",
      locale: "en",
    }),
  );

  const candidateByKey = new Map<string, { user: User; languages: UserLanguage[] }>();
  demoCandidates.forEach((person, index) => {
    const role = roleByKey(person.role);
    const built = buildCandidate({
      country: country(person.country),
      role,
      seniority: seniorityOf(person.seniority),
      sections: person.sections,
      title: person.title,
      skills: person.skills,
      languages: person.languages,
      now,
      industryIdBySlug: catalogues.industryIdBySlug,
      user: {
        ...accountFields(person, 3 + ((index * 37) % 300)),
        ...(person.verificationType !== undefined ? { verificationType: person.verificationType } : {}),
        ...(person.bannedReason ? { bannedAt: ago(2), bannedReason: person.bannedReason, isOpenToWork: false } : {}),
      },
    });
    // The city belongs to the personal section: a candidate who has not filled it in has none.
    const user = built.user.isPersonalInformationComplete ? built.user : { ...built.user, city: null, timezone: null };
    rows.users.push(user);
    rows.userLanguages.push(...built.languages);
    rows.experiences.push(...built.experiences);
    rows.educations.push(...built.educations);
    candidateByKey.set(person.key, { user, languages: built.languages });
    if (person.email === DEMO_CANDIDATE_EMAIL) rows.cvs.push(demoCv(user, ago(20)));
  });

  // Companies, plans and payments -----------------------------------------------------------------
  const companyByKey = new Map<string, Company>();
  for (const [index, demo] of demoCompanies.entries()) {
    const owner = lookup(employerByKey, demo.owner, "employer");
    const company = buildCompany({
      name: demo.name,
      slug: demo.slug,
      description: demo.description,
      descriptionEs: demo.descriptionEs ?? null,
      linkedinUrl: demo.socialLinks?.linkedin ?? null,
      xUrl: demo.socialLinks?.x ?? null,
      facebookUrl: demo.socialLinks?.facebook ?? null,
      instagramUrl: demo.socialLinks?.instagram ?? null,
      githubUrl: demo.socialLinks?.github ?? null,
      website: `https://www.${demo.emailDomain === "demo.remotejobs.dev" ? "northwindlabs.example" : demo.emailDomain}`,
      emailDomain: demo.emailDomain,
      size: demo.size,
      industryId: lookup(catalogues.industryIdBySlug, demo.industry, "industry"),
      country: country(demo.country),
      createdById: owner.id,
      verificationType: demo.plan === "FREE" ? null : "IDENTITY",
      createdAt: ago(190 - index * 10),
      updatedAt: ago(1),
    });
    rows.companies.push(company);
    companyByKey.set(demo.key, company);
    rows.members.push({ companyId: company.id, userId: owner.id, role: "OWNER", createdAt: company.createdAt });
    for (const memberKey of demo.members ?? []) {
      rows.members.push({ companyId: company.id, userId: lookup(employerByKey, memberKey, "employer").id, role: "MEMBER", createdAt: ago(60) });
    }

    if (demo.plan === "FREE") continue;
    const planId = lookup(catalogues.planIdByName, demo.plan, "plan");
    const subscription = buildSubscription({ companyId: company.id, planId, status: demo.subscriptionStatus ?? "ACTIVE", now });
    rows.subscriptions.push(subscription);
    const price = plans.find((plan) => plan.name === demo.plan)?.priceCents ?? 0;
    const paidMonths = demo.paidMonths ?? 1;
    for (let month = 0; month < paidMonths; month++) {
      rows.transactions.push({
        id: uuidv7(),
        companyId: company.id,
        userId: owner.id,
        planId,
        subscriptionId: subscription.id,
        amountCents: price,
        currency: "USD",
        status: "SUCCEEDED",
        description: `${demo.plan === "PRO" ? "Pro" : "Premium"} plan, monthly`,
        createdAt: new Date(subscription.currentPeriodStart.getTime() - month * 30 * DAY_MS),
      });
    }
    if (demo.subscriptionStatus === "EXPIRED") {
      // The renewal that failed is why the plan expired.
      rows.transactions.push({
        id: uuidv7(), companyId: company.id, userId: owner.id, planId, subscriptionId: subscription.id, amountCents: price,
        currency: "USD", status: "FAILED", description: "Premium plan, monthly (card declined)", createdAt: subscription.currentPeriodEnd,
      });
    }
  }

  rows.coupons.push({ code: "LAUNCH20", percentOff: 20, validUntil: new Date(now.getTime() + 90 * DAY_MS), maxRedemptions: 500, createdAt: ago(30) });

  // Jobs ------------------------------------------------------------------------------------------
  interface BuiltJob {
    job: Job;
    locale: "en" | "es";
    languages: JobLanguage[];
    questions: JobQuestion[];
    questionIndexes: number[];
    industrySlug: string;
    regions: string[];
    eligibleCountries: string[];
  }
  const jobByKey = new Map<string, BuiltJob>();
  for (const demo of demoJobs) {
    const company = lookup(companyByKey, demo.company, "company");
    const companyData = demoCompanies.find((candidate) => candidate.key === demo.company);
    const ownerKey = companyData?.owner ?? "laura";
    const role = roleByKey(demo.role);
    const publishedAt = demo.publishedDaysAgo === null ? null : ago(demo.publishedDaysAgo, 2 + (demo.key.length % 7));
    const [salaryFrom, salaryTo, salaryCurrency, salaryPeriod] = demo.salary ?? [null, null, "USD", "MONTHLY" as const];
    const questionIndexes = demo.questions ?? [];
    const built = buildJob({
      companyId: company.id,
      createdById: lookup(employerByKey, ownerKey, "employer").id,
      companyName: company.name,
      role,
      seniority: seniorityOf(demo.seniority),
      locale: demo.locale,
      country: country(companyData?.country ?? "US"),
      title: demo.title,
      industryId: lookup(catalogues.industryIdBySlug, role.industrySlug, "industry"),
      ...(demo.skills ? { skills: demo.skills } : {}),
      ...(demo.jobType ? { jobType: demo.jobType } : { jobType: "FULL_TIME" as const }),
      salaryFrom,
      salaryTo,
      salaryCurrency,
      salaryPeriod,
      status: demo.status ?? "OPEN",
      isPublic: demo.isPublic ?? true,
      publishedAt,
      expiresAt: demo.expiredDaysAgo !== undefined ? ago(demo.expiredDaysAgo) : publishedAt && new Date(publishedAt.getTime() + 60 * DAY_MS),
      closedAt: demo.closedDaysAgo !== undefined ? ago(demo.closedDaysAgo) : null,
      createdAt: publishedAt ? new Date(publishedAt.getTime() - 3 * HOUR_MS) : ago(1),
      updatedAt: demo.closedDaysAgo !== undefined ? ago(demo.closedDaysAgo) : publishedAt ?? ago(1),
      ...(demo.timezoneWindow !== undefined
        ? { timezoneMinOffset: demo.timezoneWindow?.[0] ?? null, timezoneMaxOffset: demo.timezoneWindow?.[1] ?? null }
        : {}),
      languages: demo.languages,
      regionIds: (demo.regions ?? []).map((slug) => lookup(catalogues.regionIdBySlug, slug, "region")),
      eligibleCountryIds: (demo.eligibleCountries ?? []).map((code) => country(code).id),
      questions: questionIndexes.map((index) => {
        const question = jobQuestions[index];
        if (!question) throw new Error(`Demo job ${demo.key} names an unknown question ${index}`);
        return { text: question[demo.locale], type: question.type };
      }),
      now,
    });
    rows.jobs.push(built.job);
    rows.jobRegions.push(...built.regions);
    rows.jobCountries.push(...built.countries);
    rows.jobLanguages.push(...built.languages);
    rows.jobQuestions.push(...built.questions);
    jobByKey.set(demo.key, {
      ...{ job: built.job, locale: demo.locale, languages: built.languages, questions: built.questions, questionIndexes },
      ...{ industrySlug: role.industrySlug, regions: demo.regions ?? [], eligibleCountries: (demo.eligibleCountries ?? []).map((code) => code.toLowerCase()) },
    });
  }

  // Templates keep a job's content as the post-a-job form sends it (lib/job-templates/template-content.ts).
  const northwind = lookup(companyByKey, "northwind", "company");
  const laura = lookup(employerByKey, "laura", "employer");
  const templateOf = (key: string, name: string, daysAgo: number): Prisma.JobTemplateCreateManyInput => {
    const { job, languages, questions, industrySlug, regions, eligibleCountries } = lookup(jobByKey, key, "job");
    const salaryIsSet = job.salaryFrom !== null || job.salaryTo !== null;
    const content: TemplateJobContent = {
      job_title: job.title,
      description: job.description,
      industry: industrySlug,
      skills: job.skills,
      languages: languages.map((language) => ({ name: language.name, level: language.level.toLowerCase() })),
      job_type: job.jobType.toLowerCase(),
      salary: salaryIsSet ? { from: job.salaryFrom, to: job.salaryTo, currency: job.salaryCurrency, frequency: job.salaryPeriod.toLowerCase() } : null,
      eligible_countries: eligibleCountries,
      regions,
      timezone_window: job.timezoneMinOffset !== null && job.timezoneMaxOffset !== null ? { min: job.timezoneMinOffset, max: job.timezoneMaxOffset } : null,
      public: job.isPublic,
      questions: questions.map((question) => ({ text: question.text, type: question.type.toLowerCase(), is_required: question.isRequired, options: question.options, knockout_answer: question.knockoutAnswer })),
      expires_at: null,
    };
    return { id: uuidv7(), companyId: northwind.id, createdById: laura.id, name, data: content, createdAt: ago(daysAgo), updatedAt: ago(daysAgo) };
  };
  rows.jobTemplates.push(templateOf("nw-fullstack", "Senior engineer (Americas)", 30), templateOf("nw-designer", "Product designer, LATAM", 12), templateOf("nw-devops", "DevOps contractor", 4));

  // Applications, invitations, notifications ----------------------------------------------------
  const applicantCount = new Map<string, number>();
  for (const demo of demoApplications) applicantCount.set(demo.job, (applicantCount.get(demo.job) ?? 0) + 1);
  const applicantOrder = new Map<string, number>();
  const regionIdByCountryId = new Map([...catalogues.countryByCode.values()].map((known) => [known.id, known.regionId]));
  const regionOf = (countryId: number | null) => {
    const regionId = countryId === null ? undefined : regionIdByCountryId.get(countryId);
    return regionId === undefined ? null : { regionId };
  };
  for (const demo of demoApplications) {
    const { job, locale, languages: jobLanguages, questions, questionIndexes } = lookup(jobByKey, demo.job, "job");
    const { user: candidate, languages } = lookup(candidateByKey, demo.candidate, "candidate");
    const order = applicantOrder.get(demo.job) ?? 0;
    applicantOrder.set(demo.job, order + 1);
    // Applicants arrive one after another between publication and now (or the job's closing).
    const published = (job.publishedAt ?? now).getTime();
    const end = (job.closedAt ?? now).getTime();
    const createdAt = new Date(published + ((end - published) * (order + 1)) / ((applicantCount.get(demo.job) ?? 1) + 1));
    const stage = demo.stage ?? "APPLIED";
    const isReviewed = stage !== "APPLIED" || demo.reviewed === true;
    const application = buildApplication({
      jobId: job.id,
      candidateId: candidate.id,
      stage,
      rank: stage === "SHORTLISTED" ? (demo.rank ?? null) : null,
      reviewedAt: isReviewed ? new Date(Math.min(end, createdAt.getTime() + 6 * HOUR_MS)) : null,
      matchPercent: estimateMatchPercent({ ...job, languages: jobLanguages }, { ...candidate, languages, country: regionOf(candidate.countryId) }, createdAt),
      createdAt,
      updatedAt: createdAt,
    });
    if (demo.withdrawn) application.withdrawnAt = new Date(Math.min(now.getTime() - HOUR_MS, createdAt.getTime() + 2 * DAY_MS));
    rows.applications.push(application);
    rows.applicationEvents.push(...timelineOf(application, candidate.id, job.createdById, end));
    questions.forEach((question, position) => {
      const answer = demoAnswers[questionIndexes[position] ?? -1];
      if (!answer) return;
      rows.answers.push({
        id: uuidv7(), applicationId: application.id, questionId: question.id, answer: answer[locale], createdAt, updatedAt: createdAt,
      });
    });

    const creator = job.createdById;
    rows.notifications.push(
      buildNotification({
        userId: creator,
        side: "EMPLOYER",
        type: "NEW_APPLICANT",
        data: { jobId: job.id, jobTitle: job.title, applicationId: application.id, applicantId: candidate.id, applicantName: `${candidate.firstName} ${candidate.lastName}` },
        isRead: createdAt.getTime() < now.getTime() - 2 * DAY_MS,
        createdAt,
      }),
    );
    if (stage !== "APPLIED") {
      const company = rows.companies.find((row) => row.id === job.companyId);
      rows.notifications.push(
        buildNotification({
          userId: candidate.id,
          side: "CANDIDATE",
          type: stage === "SHORTLISTED" ? "APPLICATION_SHORTLISTED" : "APPLICATION_DISMISSED",
          data: { jobId: job.id, jobTitle: job.title, companyName: company?.name ?? "" },
          isRead: stage === "DISMISSED",
          createdAt: application.reviewedAt ?? createdAt,
        }),
      );
    }
  }

  for (const [jobKey, candidateKey] of demoInvitations) {
    const { job } = lookup(jobByKey, jobKey, "job");
    const { user: candidate } = lookup(candidateByKey, candidateKey, "candidate");
    const createdAt = new Date((job.publishedAt ?? now).getTime() + 2 * HOUR_MS);
    rows.invitations.push({ id: uuidv7(), jobId: job.id, candidateId: candidate.id, invitedById: job.createdById, emailSentAt: createdAt, createdAt });
    const company = rows.companies.find((row) => row.id === job.companyId);
    rows.notifications.push(
      buildNotification({
        userId: candidate.id,
        side: "CANDIDATE",
        type: "JOB_INVITATION",
        data: { jobId: job.id, jobTitle: job.title, companyName: company?.name ?? "", invitedById: job.createdById },
        isRead: false,
        createdAt,
      }),
    );
  }

  // Job history and views (the job summary) ------------------------------------------------------
  for (const job of rows.jobs) {
    const event = (kind: string, at: Date, fromStatus: Job["status"] | null, toStatus: Job["status"] | null) =>
      rows.jobEvents.push({ id: uuidv7(), jobId: job.id, actorId: job.createdById, kind, fromStatus, toStatus, createdAt: at });
    event("created", job.createdAt, null, "DRAFT");
    if (!job.publishedAt) continue;
    event("status", job.publishedAt, "DRAFT", "OPEN");
    const openDays = Math.floor(((job.closedAt ?? now).getTime() - job.publishedAt.getTime()) / DAY_MS);
    if (openDays >= 4) event("edited", new Date(job.publishedAt.getTime() + 2 * DAY_MS + 5 * HOUR_MS), "OPEN", "OPEN");
    if (job.closedAt) event("status", job.closedAt, "OPEN", "CLOSED");
    // Roughly what a remote job page gets: a few dozen visits a day, more for jobs people apply to.
    job.viewCount = 30 + openDays * 21 + rows.applications.filter((application) => application.jobId === job.id).length * 17 + (job.title.length % 13);
  }

  return rows;
}

/**
 * An application's timeline at plausible times: applied; reviewed when the employer opened it;
 * shortlisted or dismissed most of a day later (never after the job closed); withdrawn when the
 * candidate withdrew.
 */
function timelineOf(application: Application, candidateId: string, employerId: string, end: number): ApplicationEvent[] {
  const event = (kind: string, createdAt: Date, actorId: string, stage: Application["stage"] | null = null): ApplicationEvent => ({
    id: uuidv7(), applicationId: application.id, kind, stage, actorId, createdAt,
  });
  const events = [event("applied", application.createdAt, candidateId)];
  if (application.reviewedAt) events.push(event("reviewed", application.reviewedAt, employerId));
  if (application.stage !== "APPLIED") {
    const movedAt = new Date(Math.min(end, (application.reviewedAt ?? application.createdAt).getTime() + 18 * HOUR_MS));
    events.push(event("stage", movedAt, employerId, application.stage));
  }
  if (application.withdrawnAt) events.push(event("withdrawn", application.withdrawnAt, candidateId));
  return events;
}

/** The demo candidate's CV: a one-page PDF whose text is what reading it gives (lib/cv). */
function demoCv(user: User, uploadedAt: Date): DemoRows["cvs"][number] {
  const lines = [
    `${user.firstName} ${user.lastName}`,
    `${user.title ?? "Full Stack Developer"} - ${user.city ?? "Bogota"}, Colombia`,
    `Skills: ${user.skills.join(", ")}`,
    "Eight years building web products for remote teams in fintech and e-commerce.",
  ];
  const bytes = buildPdf({ pages: [lines] });
  const file: StoredFile = {
    id: uuidv7(), ownerId: user.id, kind: "CV", mimeType: "application/pdf", byteSize: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"), bytes: new Uint8Array(bytes), companyId: null, createdAt: uploadedAt,
  };
  return { file, user: { id: user.id, cvFileId: file.id, cvFileName: `${user.firstName} ${user.lastName} CV.pdf`, cvText: lines.join("\n"), cvUploadedAt: uploadedAt } };
}

/** Inserts the demo rows in a handful of statements, parents first. */
export async function insertDemoRows(db: Prisma.TransactionClient, rows: DemoRows): Promise<void> {
  await db.user.createMany({ data: rows.users });
  await db.userLanguage.createMany({ data: rows.userLanguages });
  await db.workExperience.createMany({ data: rows.experiences });
  await db.education.createMany({ data: rows.educations });
  await db.company.createMany({ data: rows.companies });
  await db.companyMember.createMany({ data: rows.members });
  await db.subscription.createMany({ data: rows.subscriptions });
  await db.transaction.createMany({ data: rows.transactions });
  await db.coupon.createMany({ data: rows.coupons, skipDuplicates: true });
  await db.job.createMany({ data: rows.jobs });
  await db.jobRegion.createMany({ data: rows.jobRegions });
  await db.jobCountry.createMany({ data: rows.jobCountries });
  await db.jobLanguage.createMany({ data: rows.jobLanguages });
  await db.jobQuestion.createMany({ data: rows.jobQuestions });
  await db.jobTemplate.createMany({ data: rows.jobTemplates });
  await db.jobEvent.createMany({ data: rows.jobEvents });
  await db.application.createMany({ data: rows.applications });
  await db.applicationEvent.createMany({ data: rows.applicationEvents });
  await db.applicationAnswer.createMany({ data: rows.answers });
  await db.invitation.createMany({ data: rows.invitations });
  await db.notification.createMany({ data: rows.notifications });
  await db.storedFile.createMany({ data: rows.cvs.map((cv) => cv.file) });
  for (const { user } of rows.cvs) await db.user.update({ where: { id: user.id }, data: user });
  await insertDemoHiring(db, new Date());
  await insertDemoPipeline(db, new Date());
  await insertDemoModeration(db, new Date());
}
