import { createNavigation } from "next-intl/navigation";

import { routing } from "@/i18n/routing";

/** Locale-aware Link, redirect and router: they keep the current language in every URL. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
