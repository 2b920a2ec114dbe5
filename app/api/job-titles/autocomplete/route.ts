import { route } from "@/lib/api/route";
import { autocompleteJobTitles, jobTitleAutocompleteQuery } from "@/lib/jobs/autocomplete-job-titles";

export const dynamic = "force-dynamic";

/** Job-title suggestions (spec 7 GET job-titles/autocomplete with query and segment). */
export const GET = route({ query: jobTitleAutocompleteQuery }, ({ query }) => autocompleteJobTitles(query));
