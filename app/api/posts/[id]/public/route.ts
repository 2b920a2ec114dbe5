import { z } from "zod";

import { route } from "@/lib/api/route";
import { localeQuerySchema } from "@/lib/catalogue/schemas";
import { getPublicJobOrThrow, publicJobToWire } from "@/lib/jobs/get-public-job";
import { recordId } from "@/lib/validations/fields";

export const dynamic = "force-dynamic";

/** A public job by id (spec 7 GET posts/{id}/public): 404 if it never was public, 410 once it no longer takes applications. */
export const GET = route({ params: z.object({ id: recordId() }), query: localeQuerySchema }, async ({ params, query }) =>
  publicJobToWire(await getPublicJobOrThrow(params.id), query.locale),
);
