import { z } from "zod";

import { route } from "@/lib/api/route";
import { refreshedSessionRedirect } from "@/lib/auth/refresh-session-cookie";
import { queryText } from "@/lib/validations/fields";

/**
 * The session cookie again from the database (after a side switch in another browser, say),
 * then back to the page: lib/guards/require-page-access.ts sends a page here when the cookie's
 * side and the account's disagree.
 */
export const GET = route({ query: z.object({ callbackUrl: queryText(2_000).optional() }) }, ({ query, request }) => refreshedSessionRedirect(request, query.callbackUrl), {
  auth: "user",
});
