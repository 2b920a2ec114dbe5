import { route } from "@/lib/api/route";
import { checkVideoLinkQuerySchema } from "@/lib/video-links/schemas";
import { checkVideoLink } from "@/lib/video-links/check-video-link";

/** Whether a video presentation link is one the profile accepts (spec 5): { valid }. */
export const GET = route({ query: checkVideoLinkQuerySchema }, async ({ query }) => ({ valid: await checkVideoLink(query.url) }), { auth: "user" });
