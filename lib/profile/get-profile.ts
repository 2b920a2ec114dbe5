import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { candidateNameFor } from "@/lib/candidates/candidate-name";
import { canUserSeeCandidateNames } from "@/lib/candidates/get-name-access";
import { cachedCatalogueById } from "@/lib/catalogue/cached-catalogue";
import { db } from "@/lib/db";
import { missingBySection, type MissingRequirements } from "@/lib/profile/completion";
import { profileSelect, toCandidateProfileView, toOwnProfile, type CandidateProfileView, type OwnProfile, type ProfileRecord } from "@/lib/profile/profile-wire";
import { userNotFound } from "@/lib/users/update-profile";

async function catalogueFor(user: ProfileRecord) {
  return cachedCatalogueById({ industryIds: user.industryIds, countryIds: user.countryId === null ? [] : [user.countryId], regionIds: [] });
}

async function findOwnProfile(userId: string): Promise<ProfileRecord | null> {
  return db.user.findFirst({ where: { id: userId, deletedAt: null }, select: profileSelect });
}

/** The caller's own profile, whole; null for an account that no longer exists. */
export async function getOwnProfile(userId: string): Promise<OwnProfile | null> {
  const user = await findOwnProfile(userId);
  return user ? toOwnProfile(user, await catalogueFor(user)) : null;
}

/** The caller's own profile and what each of its sections still needs to count as complete. */
export async function getOwnProfileToEdit(userId: string): Promise<{ profile: OwnProfile; missing: MissingRequirements } | null> {
  const user = await findOwnProfile(userId);
  if (!user) return null;
  const counts = { languageCount: user.languages.length, experienceCount: user.experiences.length, educationCount: user.educations.length };
  return { profile: toOwnProfile(user, await catalogueFor(user)), missing: missingBySection({ ...user, ...counts }) };
}

/**
 * Whether the candidate applied (and has not withdrawn) to a job of one of the viewer's
 * companies: who may download their CV, as GET users/{id}/cv decides (lib/cv/get-cv-download.ts).
 */
export async function hasAppliedToViewer(candidateId: string, viewerId: string): Promise<boolean> {
  const count = await db.application.count({ where: { candidateId, withdrawnAt: null, job: { company: { members: { some: { userId: viewerId } } } } } });
  return count > 0;
}

/**
 * A candidate's profile as an employer (or an administrator) sees it: the premium name rule
 * applied before anything leaves the server, no e-mail or phone, and the CV only for employers
 * the candidate applied to (administrators see the full name, not the CV). Anything that is not an
 * open candidate account (an employer, an administrator, a banned or deleted account) is not found;
 * one's own preview opens whatever one's role (an administrator working as a candidate has a profile).
 */
export async function getCandidateProfileView(viewer: Pick<CurrentUser, "id" | "role">, candidateId: string): Promise<CandidateProfileView | null> {
  const user = await db.user.findFirst({
    where: { id: candidateId, deletedAt: null, bannedAt: null, loggedAs: "CANDIDATE", ...(candidateId === viewer.id ? {} : { role: "USER" as const }) },
    select: profileSelect,
  });
  if (!user) return null;
  if (user.id === viewer.id) return toCandidateProfileView(user, await catalogueFor(user), candidateNameFor(user, true), true);
  const isAdministrator = viewer.role === "ADMINISTRATOR";
  const [catalogue, canSeeName, showsCv] = await Promise.all([
    catalogueFor(user),
    isAdministrator || canUserSeeCandidateNames(viewer.id),
    hasAppliedToViewer(candidateId, viewer.id),
  ]);
  return toCandidateProfileView(user, catalogue, candidateNameFor(user, canSeeName), showsCv);
}

/**
 * The candidate-profile page: employers and administrators see a candidate as the API shows them,
 * a candidate sees their own profile that way (a preview, with their full name); anything else
 * is null (not found).
 */
export async function getCandidateProfileForPage(viewer: Pick<CurrentUser, "id" | "role" | "side">, candidateId: string): Promise<CandidateProfileView | null> {
  if (candidateId !== viewer.id && viewer.side !== "EMPLOYER" && viewer.role !== "ADMINISTRATOR") return null;
  return getCandidateProfileView(viewer, candidateId);
}

/**
 * GET /api/users/{id}. One's own id answers the whole profile; employers and administrators read
 * a candidate's as employers see it; any other pairing answers 404, as if the user did not exist.
 * With isCandidate, only a candidate's profile is wanted: one's own too, when on the candidate side.
 */
export async function getProfile(caller: CurrentUser, userId: string, { isCandidate = false }: { isCandidate?: boolean } = {}): Promise<OwnProfile | CandidateProfileView> {
  if (userId === caller.id) {
    const own = await getOwnProfile(caller.id);
    if (!own || (isCandidate && caller.side !== "CANDIDATE")) throw userNotFound();
    return own;
  }
  if (caller.side !== "EMPLOYER" && caller.role !== "ADMINISTRATOR") throw userNotFound();
  const view = await getCandidateProfileView(caller, userId);
  if (!view) throw userNotFound();
  return view;
}
