import type { Prisma } from "@/lib/generated/prisma/client";
import { roleToWire, sideToWire, type WireRole, type WireSide } from "@/lib/users/wire";

/** The columns an account view needs; auth modules select these and nothing secret. */
export const accountUserSelect = {
  id: true,
  email: true,
  emailVerifiedAt: true,
  role: true,
  loggedAs: true,
  isEmployer: true,
  locale: true,
  firstName: true,
  lastName: true,
  profilePicUrl: true,
} as const satisfies Prisma.UserSelect;

export type AccountUserRecord = Prisma.UserGetPayload<{ select: typeof accountUserSelect }>;

/** Drops any extra columns (a password hash, say) from a row that has the account ones. */
export function pickAccountUser(row: AccountUserRecord): AccountUserRecord {
  return Object.fromEntries(Object.keys(accountUserSelect).map((key) => [key, row[key as keyof AccountUserRecord]])) as AccountUserRecord;
}

/** The user in sign-up and login answers (spec: data.user), in the spec's wire names. */
export type AccountUser = {
  _id: string;
  email: string;
  role: WireRole;
  logged_as: WireSide;
  is_employer: boolean;
  email_verified: boolean;
  locale: string;
  personal_information: { first_name: string | null; last_name: string | null; profile_pic: string | null };
};

export function toAccountUser(user: AccountUserRecord): AccountUser {
  return {
    _id: user.id,
    email: user.email,
    role: roleToWire(user.role),
    logged_as: sideToWire(user.loggedAs),
    is_employer: user.isEmployer,
    email_verified: user.emailVerifiedAt !== null,
    locale: user.locale,
    personal_information: { first_name: user.firstName, last_name: user.lastName, profile_pic: user.profilePicUrl },
  };
}
