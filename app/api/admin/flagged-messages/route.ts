import { z } from "zod";

import { listFlaggedMessages } from "@/lib/admin/list-flagged-messages";
import { route } from "@/lib/api/route";
import { wholeNumber } from "@/lib/validations/fields";

const querySchema = z.object({ take: wholeNumber(1, 100).default(50) });

/** Messages flagged in the chat service and not reviewed yet, with their authors. */
export const GET = route({ query: querySchema }, ({ query }) => listFlaggedMessages(query), { auth: "administrator" });
