import { z } from "zod";

/** GET /api/users/check-video-link?url=... */
export const checkVideoLinkQuerySchema = z.object({ url: z.string().trim().min(1).max(500) });
