"use client";

import { useLocale, useTranslations } from "next-intl";

import { MenuBadge } from "@/components/layout/menu-badge";
import { useSamePageHref } from "@/components/layout/language-switch";
import { LanguageIcon, LogoutIcon, MenuIcon, ProfileIcon, SwitchSideIcon } from "@/components/layout/menu-icons";
import { useAccountActions } from "@/components/layout/use-account-actions";
import { useScreenSize } from "@/components/layout/use-screen-size";
import { Avatar } from "@/components/ui/avatar";
import { DropdownMenu, DropdownMenuExternalLink, DropdownMenuItem, DropdownMenuLink } from "@/components/ui/dropdown-menu";
import { ChevronDownIcon, HelpIcon, MoonIcon, Spinner, SunIcon } from "@/components/ui/icons";
import { toggleTheme } from "@/components/ui/theme-toggle";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import type { MenuItem } from "@/lib/navigation/menu-items";
import { PROFILE_PATH } from "@/lib/navigation/paths";
import { fullName, menuName } from "@/lib/users/display-name";

export type UserMenuUser = {
  firstName: string | null;
  lastName: string | null;
  email: string;
  profilePicUrl: string | null;
  side: WorkingSide;
};

export type UserMenuProps = {
  user: UserMenuUser;
  /** Dashboard items the bottom bar leaves out; listed here on small screens. */
  moreItems?: (MenuItem & { label: string })[];
  /** The side's help site; listed here under 1024px (the navbar shows it on wider screens). */
  helpCenterUrl?: string;
  className?: string;
};

/**
 * The last item of the dashboard menu: avatar and short name (upper case), opening on hover and
 * on click or the keyboard. The menu starts with the full name and e-mail address, then offers
 * the other working side, the profile, the other language and logout.
 */
export function UserMenu({ user, moreItems = [], helpCenterUrl, className }: UserMenuProps) {
  const t = useTranslations("UserMenu");
  const tNavbar = useTranslations("Navbar");
  const locale = useLocale();
  const screenSize = useScreenSize();
  const { isSwitching, switchSide, logout } = useAccountActions();
  const shortName = menuName(user, t("user"));
  const name = fullName(user) ?? shortName;
  const otherSide: WorkingSide = user.side === "EMPLOYER" ? "CANDIDATE" : "EMPLOYER";

  return (
    <>
      <DropdownMenu
        label={t("menuLabel", { name })}
        openOnHover
        align="end"
        listClassName="max-h-[min(26rem,65vh)]"
        className={className}
        triggerClassName="flex h-12 w-full items-center gap-2 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 aria-expanded:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-expanded:bg-slate-800"
        trigger={
          <>
            {/* The button's name is its content, not an aria-label, so that the badge's count is
                read with it wherever the badge shows. */}
            <span className="sr-only">{t("menuLabel", { name })}</span>
            {/* Under 768px the items beyond the bottom bar live in this menu: their counts show on it. */}
            <span className="relative shrink-0">
              <Avatar src={user.profilePicUrl} size={32} />
              <MenuBadge count={moreItems.reduce((sum, item) => sum + (item.badge ?? 0), 0)} className="absolute -top-1.5 left-5 md:hidden" />
            </span>
            <span aria-hidden="true" className="hidden min-w-0 flex-1 truncate text-left lg:block">
              {shortName.toLocaleUpperCase(locale)}
            </span>
            <ChevronDownIcon className="hidden size-4 shrink-0 text-slate-500 lg:block" />
          </>
        }
        header={
          <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <Avatar src={user.profilePicUrl} size={40} />
            <div className="min-w-0">
              <p className="font-semibold break-words">{name}</p>
              <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
            </div>
          </div>
        }
      >
        {screenSize === "small"
          ? moreItems.map((item) =>
              item.path ? (
                <DropdownMenuLink key={item.key} href={item.path} icon={<MenuIcon name={item.icon} className="size-5" />}>
                  {item.label}
                  <MenuBadge count={item.badge} className="ml-2" />
                </DropdownMenuLink>
              ) : null,
            )
          : null}
        <DropdownMenuItem onSelect={() => void switchSide(otherSide)} icon={<SwitchSideIcon className="size-5" />}>
          {otherSide === "EMPLOYER" ? t("switchToEmployer") : t("switchToCandidate")}
        </DropdownMenuItem>
        <DropdownMenuLink href={PROFILE_PATH} icon={<ProfileIcon className="size-5" />}>
          {t("profile")}
        </DropdownMenuLink>
        <OtherLanguageLink />
        {screenSize === "medium" ? <ThemeItem /> : null}
        {screenSize !== "large" && helpCenterUrl ? (
          <DropdownMenuExternalLink href={helpCenterUrl} icon={<HelpIcon className="size-5" />} newTabLabel={tNavbar("newTab")}>
            {tNavbar("helpCenter")}
          </DropdownMenuExternalLink>
        ) : null}
        <DropdownMenuItem onSelect={() => void logout()} icon={<LogoutIcon className="size-5" />}>
          {t("logout")}
        </DropdownMenuItem>
      </DropdownMenu>
      {isSwitching ? <SwitchingOverlay /> : null}
    </>
  );
}

/** From 768 to 1023px the navbar leaves the theme button to this menu; the class on <html> picks the label. */
function ThemeItem() {
  const t = useTranslations("Theme");
  return (
    <DropdownMenuItem
      onSelect={toggleTheme}
      icon={
        <>
          <MoonIcon className="size-5 dark:hidden" />
          <SunIcon className="hidden size-5 dark:block" />
        </>
      }
    >
      <span className="dark:hidden">{t("toDark")}</span>
      <span className="hidden dark:inline">{t("toLight")}</span>
    </DropdownMenuItem>
  );
}

/** Rendered only while the menu is open, so reading the query never holds up the server render. */
function OtherLanguageLink() {
  const t = useTranslations("UserMenu");
  const otherLocale = useLocale() === "en" ? "es" : "en";
  return (
    <DropdownMenuLink href={useSamePageHref()} locale={otherLocale} hrefLang={otherLocale} icon={<LanguageIcon className="size-5" />}>
      {t("otherLanguage")}
    </DropdownMenuLink>
  );
}

/** The loader that covers the page while the working side changes (spec section 4). */
export function SwitchingOverlay() {
  const t = useTranslations("UserMenu");
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-3 bg-white/80 text-brand-700 dark:bg-slate-950/80 dark:text-brand-200">
      <Spinner className="size-10" />
      <p className="font-semibold">{t("switching")}</p>
    </div>
  );
}
