import "server-only";

import { checkCredentials } from "@/lib/auth/check-credentials";
import { issueSession, type LoginResponse } from "@/lib/auth/issue-session";

/** POST /api/auth/login: checks the password and issues an access token. */
export async function logIn(input: { email: string; password: string; ip: string | null }): Promise<LoginResponse> {
  return issueSession(await checkCredentials(input));
}
