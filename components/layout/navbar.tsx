import { getTranslations } from "next-intl/server";

import { CountryLink } from "@/components/layout/country-context";
import { CountrySelector } from "@/components/layout/country-selector";
import { LandingMenu } from "@/components/layout/landing-menu";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { DashboardMenu } from "@/components/layout/logged-in-shell";
import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { SignupMenu } from "@/components/layout/signup-menu";
import { buttonClasses } from "@/components/ui/button";
import { HelpIcon } from "@/components/ui/icons";
import { ThemeToggle } from "@/components/ui/theme-toggle";
import { Link } from "@/i18n/navigation";
import type { CountryGroup } from "@/lib/catalogue/types";
import { homeOf } from "@/lib/guards/dashboard-access";
import { helpCenterUrl } from "@/lib/navigation/external-links";
import { dashboardMenuItems } from "@/lib/navigation/menu-items";
import { companyPremiumPath, LOGIN_PATH, UPGRADE_PATH } from "@/lib/navigation/paths";
import { shouldOfferUpgrade, upgradeCompanyOf } from "@/lib/plans/plan-status";
import type { Viewer } from "@/lib/users/get-viewer";

export type NavbarProps = {
  viewer: Viewer | null;
  countryGroups: CountryGroup[];
  /** Unread chat conversations, the Messages badge (0 until the chat module provides it). */
  unreadChats?: number;
};

const barClasses =
  "sticky top-0 z-30 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950";
const linkClasses =
  "rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";

/** The navbar of every page: the landing variant for visitors, the dashboard variant once logged in. */
export async function Navbar({ viewer, countryGroups, unreadChats = 0 }: NavbarProps) {
  return viewer ? <LoggedInNavbar viewer={viewer} unreadChats={unreadChats} /> : <LoggedOutNavbar countryGroups={countryGroups} />;
}

async function LoggedOutNavbar({ countryGroups }: { countryGroups: CountryGroup[] }) {
  const t = await getTranslations("Navbar");
  return (
    <header className={barClasses}>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <CountryLink path="" aria-label={t("homeLink")} className="mr-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500">
          {/* Under 360 px the name would push the menu button off the screen. */}
          <Logo brand={t("brand")} nameClassName="max-[22.5rem]:hidden" />
        </CountryLink>
        <nav aria-label={t("mainNavigation")} className="hidden lg:block">
          <LandingMenu linkClassName={linkClasses} />
        </nav>
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <div className="hidden items-center gap-2 md:flex">
            <SignupMenu />
            <Link href={LOGIN_PATH} className={buttonClasses({ variant: "primary", size: "sm" })}>
              {t("logIn")}
            </Link>
            <LanguageSwitch />
          </div>
          <CountrySelector groups={countryGroups} />
          <ThemeToggle />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

async function LoggedInNavbar({ viewer, unreadChats }: { viewer: Viewer; unreadChats: number }) {
  const t = await getTranslations("Navbar");
  const tMenu = await getTranslations("DashboardMenu");
  const companies = viewer.plans?.companies.map(({ id, name, emailDomain }) => ({ id, name, emailDomain })) ?? [];
  const items = dashboardMenuItems(viewer.side, { unreadChats, companies, isAdministrator: viewer.role === "ADMINISTRATOR" }).map((item) => ({
    ...item,
    label: tMenu(item.key),
    sub: item.sub?.map((sub) => ({ ...sub, label: tMenu(`sub.${sub.labelKey}`) })),
  }));
  const helpUrl = helpCenterUrl(viewer.side);
  const upgradeCompany = upgradeCompanyOf(viewer.plans);
  return (
    <header className={barClasses}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:px-6 md:gap-2">
        <Link href={homeOf(viewer.side)} aria-label={t("homeLink")} className="mr-auto shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-500">
          <Logo brand={t("brand")} nameClassName="max-xs:hidden md:max-xl:hidden" />
        </Link>
        {shouldOfferUpgrade(viewer.side, viewer.plans) ? (
          <Link href={upgradeCompany ? companyPremiumPath(upgradeCompany) : UPGRADE_PATH} className={buttonClasses({ variant: "primary", size: "sm", className: "shrink-0" })}>
            {t("upgrade")}
          </Link>
        ) : null}
        <a
          href={helpUrl}
          target="_blank"
          rel="noopener noreferrer"
          title={t("helpCenter")}
          className="hidden size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 lg:inline-flex dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <HelpIcon className="size-5" />
          <span className="sr-only">
            {t("helpCenter")} {t("newTab")}
          </span>
        </a>
        {/* From 768 to 1023px the dashboard's items need the room: help and theme are in the user's menu. */}
        <ThemeToggle className="shrink-0 md:max-lg:hidden" />
        <DashboardMenu
          items={items}
          helpCenterUrl={helpUrl}
          user={{ firstName: viewer.firstName, lastName: viewer.lastName, email: viewer.email, profilePicUrl: viewer.profilePicUrl, side: viewer.side }}
        />
      </div>
    </header>
  );
}
