import { z } from "zod";

import { route } from "@/lib/api/route";
import { getStoredFile, storedFileResponse } from "@/lib/files/get-stored-file";
import { recordId } from "@/lib/validations/fields";

/** An uploaded file (profile pictures), public by its id. */
export const GET = route({ params: z.object({ id: recordId() }) }, async ({ params, request }) =>
  storedFileResponse(await getStoredFile(params.id), request.headers.get("if-none-match")),
);
