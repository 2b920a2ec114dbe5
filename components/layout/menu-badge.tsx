"use client";

import { useTranslations } from "next-intl";

import { badgeCount } from "@/lib/navigation/menu-items";

/** A menu item's count (unread messages, notifications): shown only when positive, 99+ above 99. */
export function MenuBadge({ count, className }: { count: number | undefined; className?: string }) {
  const t = useTranslations("DashboardMenu");
  const shown = badgeCount(count);
  if (shown === null) return null;
  return (
    <span className={["inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[0.6875rem] leading-5 font-bold text-white", className].filter(Boolean).join(" ")}>
      <span aria-hidden="true">{shown > 99 ? "99+" : shown}</span>
      <span className="sr-only">{t("badge", { count: shown })}</span>
    </span>
  );
}
