"use client";

import { Suspense } from "react";
import { useTranslations } from "next-intl";

import { MenuBadge } from "@/components/layout/menu-badge";
import { MenuIcon } from "@/components/layout/menu-icons";
import { NavigationProgress } from "@/components/layout/navigation-progress";
import { useAccountActions } from "@/components/layout/use-account-actions";
import { SwitchingOverlay, UserMenu, type UserMenuUser } from "@/components/layout/user-menu";
import { DropdownMenu, DropdownMenuLink } from "@/components/ui/dropdown-menu";
import { useChatConnection } from "@/components/chat/chat-connection";
import { useLiveNotifications } from "@/components/notifications/live-notifications";
import { Link, usePathname } from "@/i18n/navigation";
import { bottomBarItems, isMenuPathActive, itemsBeyondBottomBar, visibleSubItems, type MenuItem, type MenuSubItem } from "@/lib/navigation/menu-items";

/** A menu item with its text, and its sub-items' texts, in the page's language. */
export type DashboardMenuItem = Omit<MenuItem, "sub"> & { label: string; sub?: (MenuSubItem & { label: string })[] };

export type DashboardMenuProps = {
  /** The side's items (lib/navigation/menu-items.ts), labelled. */
  items: DashboardMenuItem[];
  /** The last item: the user's own menu. */
  user: UserMenuUser;
  helpCenterUrl?: string;
};

const desktopItemClasses =
  "relative flex h-16 w-full flex-col items-center justify-center gap-1 border-b-2 px-1 text-[0.6875rem] font-semibold lg:px-2 lg:text-xs transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500";

function itemStateClasses(isActive: boolean) {
  return isActive
    ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-200"
    : "border-transparent text-slate-600 hover:text-ink dark:text-slate-300 dark:hover:text-white";
}

function ItemContent({ item }: { item: DashboardMenuItem }) {
  return (
    <>
      <span className="relative">
        <MenuIcon name={item.icon} className="size-6" />
        <MenuBadge count={item.badge} className="absolute -top-1.5 left-4" />
      </span>
      <span className="max-w-full truncate">{item.label}</span>
    </>
  );
}

function DesktopItem({ item, pathname, email, onAction }: { item: DashboardMenuItem; pathname: string; email: string; onAction: (item: DashboardMenuItem) => void }) {
  const isActive = isMenuPathActive(item.path, pathname) || !!item.sub?.some((sub) => isMenuPathActive(sub.path, pathname));
  const classes = `${desktopItemClasses} ${itemStateClasses(isActive)}`;
  if (item.sub && item.sub.length > 0) {
    return (
      <DropdownMenu label={item.label} openOnHover triggerClassName={classes} className="h-16 w-full" trigger={<ItemContent item={item} />}>
        {visibleSubItems(item.sub, email).map((sub) => (
          <DropdownMenuLink key={sub.key} href={sub.path} subtitle={sub.subtitle} hasBorder={sub.hasBorder}>
            {sub.label}
          </DropdownMenuLink>
        ))}
      </DropdownMenu>
    );
  }
  if (item.path) {
    return (
      <Link href={item.path} aria-current={isActive ? "page" : undefined} className={classes}>
        <ItemContent item={item} />
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => onAction(item)} className={classes}>
      <ItemContent item={item} />
    </button>
  );
}

/**
 * The logged-in menu (spec section 2): the side's items with icons and badges, and the user's
 * own menu last. Each item is 9.0625rem wide on wide screens; under 768px the items move to a
 * fixed bottom bar that shows the first four, and the rest join the user's menu.
 */
export function DashboardMenu({ items: givenItems, user, helpCenterUrl }: DashboardMenuProps) {
  const t = useTranslations("DashboardMenu");
  const unreadNotifications = useLiveNotifications()?.unread ?? undefined;
  const unreadChats = useChatConnection()?.unread ?? undefined;
  const items = givenItems.map((item) => (item.key === "notifications" ? { ...item, badge: unreadNotifications } : item.key === "messages" ? { ...item, badge: unreadChats ?? item.badge } : item));
  const pathname = usePathname();
  const { isSwitching, switchSide, logout } = useAccountActions();

  function onAction(item: DashboardMenuItem) {
    if (item.action === "logout") void logout();
    if (item.action === "switch-side") void switchSide(user.side === "EMPLOYER" ? "CANDIDATE" : "EMPLOYER");
  }

  return (
    <>
      <nav aria-label={t("label")} className="flex min-w-0 items-center">
        <ul className="hidden min-w-0 items-center md:flex">
          {items.map((item) => (
            <li key={item.key} className="w-menu-item min-w-16 shrink">
              <DesktopItem item={item} pathname={pathname} email={user.email} onAction={onAction} />
            </li>
          ))}
        </ul>
        <UserMenu user={user} moreItems={itemsBeyondBottomBar(items)} helpCenterUrl={helpCenterUrl} className="lg:w-menu-item lg:min-w-24 lg:shrink" />
      </nav>

      <nav
        data-bottom-menu
        aria-label={t("bottomBar")}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-950/95"
      >
        {/* Under 360 px the labels lose their side padding and close up: "Notificaciones" fits at 320. */}
        <ul className="grid grid-cols-4">
          {bottomBarItems(items).map((item) => {
            const href = item.path ?? item.sub?.[0]?.path;
            const isActive = isMenuPathActive(href, pathname);
            const classes = `flex h-16 w-full flex-col items-center justify-center gap-1 px-1 text-[0.6875rem] font-semibold max-xs:text-[0.625rem] max-[22.5rem]:px-0 max-[22.5rem]:tracking-tight ${isActive ? "text-brand-700 dark:text-brand-200" : "text-slate-600 dark:text-slate-300"}`;
            return (
              <li key={item.key}>
                {href ? (
                  <Link href={href} aria-current={isActive ? "page" : undefined} className={classes}>
                    <ItemContent item={item} />
                  </Link>
                ) : (
                  <button type="button" onClick={() => onAction(item)} className={classes}>
                    <ItemContent item={item} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {isSwitching ? <SwitchingOverlay /> : null}
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
    </>
  );
}
