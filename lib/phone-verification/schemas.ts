import { z } from "zod";

import { sixDigitCodeSchema } from "@/lib/users/schemas";
import { recordId } from "@/lib/validations/fields";

/** POST /api/users/profile/send-sms-verification: the caller's own id (spec section 7). */
export const sendSmsVerificationSchema = z.object({ userId: recordId() }).strict();

/** POST /api/users/profile/verify-sms-code. */
export const verifySmsCodeSchema = z.object({ userId: recordId(), code: sixDigitCodeSchema }).strict();
