import { route } from "@/lib/api/route";
import { toCountryOptionGroups } from "@/lib/catalogue/country-option-groups";
import { listCountriesByRegion } from "@/lib/catalogue/list-countries-by-region";
import { localeQuerySchema } from "@/lib/catalogue/schemas";

/** Countries grouped by region in ?locale (default en), each as the spec's country option. */
export const GET = route({ query: localeQuerySchema }, async ({ query }) => toCountryOptionGroups(await listCountriesByRegion(query.locale)));
