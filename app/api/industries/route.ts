import { route } from "@/lib/api/route";
import { listIndustries } from "@/lib/catalogue/list-industries";
import { localeQuerySchema } from "@/lib/catalogue/schemas";

/** The job categories (id, name, slug) in ?locale (default en), in display order. */
export const GET = route({ query: localeQuerySchema }, ({ query }) => listIndustries(query.locale));
