import { z } from "zod";

import { route } from "@/lib/api/route";
import { getPublicJobOrThrow } from "@/lib/jobs/get-public-job";
import { jobCardToWire } from "@/lib/jobs/job-card";

export const dynamic = "force-dynamic";

/** A public job by id (spec 7 GET posts/{id}/public): 404 if it never was public, 410 once it no longer takes applications. */
export const GET = route({ params: z.object({ id: z.uuid() }) }, async ({ params, request }) => {
  const locale = request.nextUrl.searchParams.get("locale") === "es" ? "es" : "en";
  const job = await getPublicJobOrThrow(params.id);
  return {
    ...jobCardToWire(job, locale),
    description: job.descriptionHtml,
    languages: job.languages.map((language) => ({ name: language.name, level: language.level.toLowerCase() })),
    questions: job.questions.map((question) => ({ _id: question.id, text: question.text, type: question.type.toLowerCase(), is_required: question.isRequired })),
    updated_at: job.updatedAt.toISOString(),
  };
});
