import { clientIp } from "@/lib/api/client-ip";
import { route } from "@/lib/api/route";
import { jobIdParamsSchema } from "@/lib/jobs/job-post-schema";
import { recordJobView } from "@/lib/jobs/record-job-view";

export const dynamic = "force-dynamic";

/** A view of the job's public page, sent once per browser session by the page (job-summary figures). */
export const POST = route({ params: jobIdParamsSchema }, ({ params, user, request }) => recordJobView({ jobId: params.id, viewer: user, ip: clientIp(request.headers) }));
