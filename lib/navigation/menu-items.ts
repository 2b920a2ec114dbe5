import type { WorkingSide } from "@/lib/generated/prisma/enums";

import { countryPath } from "@/lib/navigation/country";
import { ADMIN_PATH, CANDIDATE_SIGNUP_PATH, GO_PREMIUM_PATH, LOGIN_PATH, SIGNUP_PATH } from "@/lib/navigation/paths";

/** Icons the dashboard menu knows (inline SVG components in components/layout/menu-icons.tsx). */
export type MenuIconName = "administration" | "candidates" | "jobs" | "templates" | "messages" | "notifications" | "applications";

/** Actions a menu item may run instead of opening a page. */
export type MenuAction = "switch-side" | "logout";

/** The texts of sub-items, in messages' DashboardMenu.sub. */
export type DashboardSubMenuKey = "allJobs" | "postJob" | "companies" | "companyPage";

/**
 * A sub-item; subtitle-style ones are only for members whose e-mail is on the company's domain.
 * `labelKey` names its text (the navbar translates it); `subtitle` is shown as written.
 */
export type MenuSubItem = { key: string; labelKey: DashboardSubMenuKey; path: string; subtitle?: string; hasBorder?: boolean; companyDomain?: string };

/** What the menu needs of one of the employer's companies. */
export type MenuCompany = { id: string; name: string; emailDomain: string | null };

/** The spec's menu item (section 3): name, icon, badge, path or action, sub-items. */
export type MenuItem<Key extends string = string> = {
  key: Key;
  icon: MenuIconName;
  path?: string;
  action?: MenuAction;
  badge?: number;
  sub?: MenuSubItem[];
};

export type DashboardMenuKey = "administration" | "candidates" | "myJobs" | "templates" | "messages" | "notifications" | "jobs" | "applications";

/** Spec section 9: under 768px the menu is a bottom bar with this many items. */
export const BOTTOM_BAR_ITEM_COUNT = 4;

/**
 * The dashboard menu of a working side, in display order. The Messages badge is the unread chat
 * count. An administrator's menu starts with the administration area, their main work, so that it
 * is one tap away on a phone's bottom bar too.
 */
export function dashboardMenuItems(
  side: WorkingSide,
  { unreadChats = 0, companies = [], isAdministrator = false }: { unreadChats?: number; companies?: readonly MenuCompany[]; isAdministrator?: boolean } = {},
): MenuItem<DashboardMenuKey>[] {
  const administration: MenuItem<DashboardMenuKey>[] = isAdministrator ? [{ key: "administration", icon: "administration", path: ADMIN_PATH }] : [];
  return [...administration, ...sideMenuItems(side, unreadChats, companies)];
}

function sideMenuItems(side: WorkingSide, unreadChats: number, companies: readonly MenuCompany[]): MenuItem<DashboardMenuKey>[] {
  const messages: MenuItem<DashboardMenuKey> = { key: "messages", icon: "messages", path: "/home/chat", badge: unreadChats };
  const notifications: MenuItem<DashboardMenuKey> = { key: "notifications", icon: "notifications", path: "/home/notifications" };
  if (side === "EMPLOYER") {
    return [
      { key: "candidates", icon: "candidates", path: "/home/employers-candidates-listing" },
      { key: "myJobs", icon: "jobs", path: "/home/employers-jobs-listing", sub: myJobsSubItems(companies) },
      { key: "templates", icon: "templates", path: "/home/job-templates" },
      messages,
      notifications,
    ];
  }
  return [
    { key: "jobs", icon: "jobs", path: "/home/candidates-jobs-listing" },
    { key: "applications", icon: "applications", path: "/home/candidates-applications" },
    messages,
    notifications,
  ];
}

/**
 * My jobs' sub-items: all jobs, post a job, the companies page (set off by a border), then a
 * subtitle-style item per company with an e-mail domain, its name as the subtitle, which
 * visibleSubItems keeps for the company's own people only (spec 2).
 */
export function myJobsSubItems(companies: readonly MenuCompany[]): MenuSubItem[] {
  return [
    { key: "allJobs", labelKey: "allJobs", path: "/home/employers-jobs-listing" },
    { key: "postJob", labelKey: "postJob", path: "/employers/post-job" },
    { key: "companies", labelKey: "companies", path: "/home/companies", hasBorder: true },
    ...companies.flatMap((company) =>
      company.emailDomain ? [{ key: `company-${company.id}`, labelKey: "companyPage" as const, path: `/home/companies/${company.id}`, subtitle: company.name, companyDomain: company.emailDomain }] : [],
    ),
  ];
}

/** What the bottom bar shows under 768px: the first four items. */
export function bottomBarItems<T>(items: readonly T[]): T[] {
  return items.slice(0, BOTTOM_BAR_ITEM_COUNT);
}

/** The items the bottom bar leaves out (reachable from the user's menu on small screens). */
export function itemsBeyondBottomBar<T>(items: readonly T[]): T[] {
  return items.slice(BOTTOM_BAR_ITEM_COUNT);
}

/** An item is current on its own page and on the pages under it. `pathname` has no language prefix. */
export function isMenuPathActive(path: string | undefined, pathname: string): boolean {
  if (!path) return false;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Subtitle-style sub-items show only to users whose e-mail is on the company's own domain. */
export function visibleSubItems<T extends Pick<MenuSubItem, "subtitle" | "companyDomain">>(sub: readonly T[], email: string): T[] {
  const domain = email.split("@")[1]?.toLowerCase();
  return sub.filter((item) => !item.subtitle || (!!item.companyDomain && item.companyDomain.toLowerCase() === domain));
}

/** A badge shows only for a positive count. */
export function badgeCount(badge: number | undefined): number | null {
  return badge && badge > 0 ? badge : null;
}

export type LandingLinkKey = "browseCandidates" | "findJobs" | "goPremium" | "signUp" | "logIn";
export type LandingLink = { key: LandingLinkKey; href: string };

/** The logged-out navbar's menu: browse candidates and find jobs in the current country. */
export function landingMenuLinks(country: string): LandingLink[] {
  return [
    { key: "browseCandidates", href: countryPath(country, "/candidates") },
    { key: "findJobs", href: countryPath(country, "/jobs") },
  ];
}

/** The logged-out hamburger menu (under 768px). */
export function mobileLandingLinks(country: string): LandingLink[] {
  return [
    ...landingMenuLinks(country),
    { key: "goPremium", href: GO_PREMIUM_PATH },
    { key: "signUp", href: SIGNUP_PATH },
    { key: "logIn", href: LOGIN_PATH },
  ];
}

export type SignupOptionKey = "wantWork" | "wantHire";

/** The Sign up dropdown: type=want-work signs up a candidate, type=want-hire an employer. */
export const signupOptions: readonly { key: SignupOptionKey; href: string }[] = [
  { key: "wantWork", href: CANDIDATE_SIGNUP_PATH },
  { key: "wantHire", href: "/auth/signup?type=want-hire" },
];

