import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toMonthlyUsd } from "@/lib/jobs/salary";
import { completionColumns, completionOf } from "@/lib/profile/completion";
import { getOwnProfile } from "@/lib/profile/get-profile";
import { isSamePhone } from "@/lib/profile/phone";
import type { OwnProfile } from "@/lib/profile/profile-wire";
import { resolveProfileInput, type ResolvedProfileInput } from "@/lib/profile/resolve-profile-input";
import type { UpdateProfileInput } from "@/lib/profile/schemas";
import { userNotFound } from "@/lib/users/update-profile";
import { sideFromWire } from "@/lib/users/wire";

type Tx = Prisma.TransactionClient;

const currentSelect = {
  firstName: true,
  lastName: true,
  countryId: true,
  city: true,
  timezone: true,
  phone: true,
  emailVerifiedAt: true,
  verificationType: true,
  title: true,
  seniority: true,
  yearsOfExperience: true,
  industryIds: true,
  expectedSalary: true,
  expectedSalaryCurrency: true,
  expectedSalaryPeriod: true,
  jobTypes: true,
  availability: true,
  skills: true,
  customSkills: true,
} as const satisfies Prisma.UserSelect;

type CurrentRow = Prisma.UserGetPayload<{ select: typeof currentSelect }>;

/** The user columns the body sets; a field left out is left alone. */
function columnsOf(input: UpdateProfileInput, resolved: ResolvedProfileInput, current: CurrentRow): Prisma.UserUpdateInput {
  const data: Prisma.UserUpdateInput = {};
  const firstName = input.personal_information?.first_name ?? input.first_name;
  const lastName = input.personal_information?.last_name ?? input.last_name;
  if (firstName !== undefined) data.firstName = firstName;
  if (lastName !== undefined) data.lastName = lastName;
  const side = input.logged_as ? sideFromWire(input.logged_as) : undefined;
  if (side) data.loggedAs = side;
  if (input.is_employer === true || side === "EMPLOYER") data.isEmployer = true;

  if (resolved.countryId !== undefined) data.country = resolved.countryId === null ? { disconnect: true } : { connect: { id: resolved.countryId } };
  if (input.city !== undefined) data.city = input.city;
  if (input.timezone !== undefined) data.timezone = input.timezone;
  if (input.phone !== undefined && !isSamePhone(current.phone, input.phone)) {
    // A new number is not the verified one: the phone verification goes, the e-mail's stays.
    data.phone = input.phone;
    data.phoneVerifiedAt = null;
    if (current.verificationType === "PHONE") data.verificationType = current.emailVerifiedAt ? "EMAIL" : null;
  }

  if (input.title !== undefined) data.title = input.title;
  if (input.about !== undefined) data.about = input.about;
  if (input.seniority !== undefined) data.seniority = input.seniority;
  if (input.years_of_experience !== undefined) data.yearsOfExperience = input.years_of_experience;
  if (resolved.industryIds !== undefined) data.industryIds = resolved.industryIds;
  if (input.job_types !== undefined) data.jobTypes = [...new Set(input.job_types)];
  if (input.availability !== undefined) data.availability = input.availability;
  if (input.video_link !== undefined) data.videoUrl = input.video_link;
  if (input.expected_salary !== undefined) {
    const salary = input.expected_salary;
    const hasSalary = salary !== null && (salary.from !== null || salary.to !== null);
    data.expectedSalary = hasSalary ? salary.from : null;
    data.expectedSalaryTo = hasSalary ? salary.to : null;
    data.expectedSalaryCurrency = hasSalary ? salary.currency : null;
    data.expectedSalaryPeriod = hasSalary ? salary.frequency : null;
    // Matching compares jobs' salary_monthly_usd_* with the lower end, converted the jobs' way.
    data.expectedSalaryMonthlyUsd = hasSalary && salary.from !== null ? toMonthlyUsd(salary.from, salary.currency, salary.frequency) : null;
  }

  if (resolved.skills !== undefined || resolved.promotedSkills.length > 0) {
    const skills = [...(resolved.skills ?? current.skills), ...resolved.promotedSkills];
    data.skills = skills.filter((name, index) => skills.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index);
  }
  if (resolved.customSkills !== undefined) data.customSkills = resolved.customSkills;
  return data;
}

/** Replaces the lists the body sent; answers how many rows each list holds now. */
async function writeLists(tx: Tx, userId: string, input: UpdateProfileInput, resolved: ResolvedProfileInput) {
  if (resolved.languages !== undefined) {
    await tx.userLanguage.deleteMany({ where: { userId } });
    await tx.userLanguage.createMany({ data: resolved.languages.map((language) => ({ userId, ...language })) });
  }
  if (input.experiences !== undefined) {
    await tx.workExperience.deleteMany({ where: { userId } });
    await tx.workExperience.createMany({
      data: input.experiences.map((entry) => ({
        userId,
        companyName: entry.company_name,
        position: entry.position,
        startDate: entry.start_date,
        endDate: entry.end_date,
        description: entry.description,
      })),
    });
  }
  if (input.educations !== undefined) {
    await tx.education.deleteMany({ where: { userId } });
    await tx.education.createMany({
      data: input.educations.map((entry) => ({
        userId,
        institution: entry.institution,
        degree: entry.degree,
        fieldOfStudy: entry.field_of_study,
        startDate: entry.start_date,
        endDate: entry.end_date,
      })),
    });
  }
  // A list just written holds what was sent; only the others are counted.
  const [languageCount, experienceCount, educationCount] = await Promise.all([
    resolved.languages?.length ?? tx.userLanguage.count({ where: { userId } }),
    input.experiences?.length ?? tx.workExperience.count({ where: { userId } }),
    input.educations?.length ?? tx.education.count({ where: { userId } }),
  ]);
  return { languageCount, experienceCount, educationCount };
}

/**
 * PUT /api/users/{id}: the caller's own profile, any of its five sections, plus the names and the
 * working side (logged_as, is_employer) as before. Everything is written in one transaction that
 * first locks the user's row, so concurrent saves queue and the completion flags and percent,
 * computed from what the row and its lists hold after the write, always agree with them.
 */
export async function updateCandidateProfile(caller: CurrentUser, userId: string, input: UpdateProfileInput): Promise<OwnProfile> {
  if (userId !== caller.id) throw userNotFound();
  const resolved = await resolveProfileInput(caller, input);

  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE id = ${userId}::uuid AND deleted_at IS NULL FOR UPDATE`;
    if (locked.length === 0) throw userNotFound();
    const current = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: currentSelect });
    const data = columnsOf(input, resolved, current);
    const counts = await writeLists(tx, userId, input, resolved);
    const next = { ...current, ...(data as Partial<CurrentRow>), countryId: resolved.countryId !== undefined ? resolved.countryId : current.countryId };
    await tx.user.update({ where: { id: userId }, data: { ...data, ...completionColumns(completionOf({ ...next, ...counts })) } });
  });

  const profile = await getOwnProfile(userId);
  if (!profile) throw userNotFound();
  return profile;
}
