import { z } from "zod";

import { defaultLocale, locales } from "@/i18n/config";

/** `?locale=en|es` on the public catalogue and blog endpoints; English when absent. */
export const localeQuerySchema = z.object({ locale: z.enum(locales).default(defaultLocale) });

export type LocaleQuery = z.infer<typeof localeQuerySchema>;
