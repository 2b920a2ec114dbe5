import "server-only";

import { signAccessToken } from "@/lib/auth/access-token";
import { toAccountUser, type AccountUser, type AccountUserRecord } from "@/lib/users/account-user";

/** What a login answers (spec: data.accessToken, data.user). */
export type LoginResponse = { accessToken: string; user: AccountUser };

export function issueSession(user: AccountUserRecord): LoginResponse {
  return { accessToken: signAccessToken({ id: user.id, role: user.role, side: user.loggedAs }), user: toAccountUser(user) };
}
