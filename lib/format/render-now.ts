import "server-only";

import { cache } from "react";

/** One "now" per server render: every "today" and "yesterday" on a page is measured from the same instant. */
export const renderNow = cache(() => new Date());
