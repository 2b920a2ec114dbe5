import type { PlanName, Prisma } from "@/lib/generated/prisma/client";

type CreateMany<Row> = { createMany(args: { data: Row[] }): PromiseLike<{ count: number }> };

/**
 * What the factories need from a Prisma client. Written as a structural type so that the app's
 * client (lib/db.ts, which omits secrets from results), a plain PrismaClient and an interactive
 * transaction all fit. Factories insert with createMany and return the rows they built, which
 * keeps them independent of each client's result types.
 */
export interface FactoryClient {
  user: CreateMany<Prisma.UserCreateManyInput>;
  userLanguage: CreateMany<Prisma.UserLanguageCreateManyInput>;
  workExperience: CreateMany<Prisma.WorkExperienceCreateManyInput>;
  education: CreateMany<Prisma.EducationCreateManyInput>;
  company: CreateMany<Prisma.CompanyCreateManyInput>;
  companyMember: CreateMany<Prisma.CompanyMemberCreateManyInput>;
  subscription: CreateMany<Prisma.SubscriptionCreateManyInput>;
  job: CreateMany<Prisma.JobCreateManyInput>;
  jobRegion: CreateMany<Prisma.JobRegionCreateManyInput>;
  jobCountry: CreateMany<Prisma.JobCountryCreateManyInput>;
  jobLanguage: CreateMany<Prisma.JobLanguageCreateManyInput>;
  jobQuestion: CreateMany<Prisma.JobQuestionCreateManyInput>;
  application: CreateMany<Prisma.ApplicationCreateManyInput>;
  applicationAnswer: CreateMany<Prisma.ApplicationAnswerCreateManyInput>;
  applicationEvent: CreateMany<Prisma.ApplicationEventCreateManyInput>;
  invitation: CreateMany<Prisma.InvitationCreateManyInput>;
  notification: CreateMany<Prisma.NotificationCreateManyInput>;
  plan: {
    upsert(args: {
      where: { name: PlanName };
      create: Prisma.PlanCreateInput;
      update: Record<string, never>;
      select: { id: true };
    }): PromiseLike<{ id: number }>;
  };
}

/** A catalogue country as factories need it: the row id, and the code to find its name pool and zone. */
export interface CountryRef {
  id: number;
  code: string;
}

/** Inserts rows only when there are any (createMany with an empty list is a wasted round trip). */
export async function insertAll<Row>(delegate: CreateMany<Row>, rows: Row[]): Promise<void> {
  if (rows.length > 0) await delegate.createMany({ data: rows });
}
