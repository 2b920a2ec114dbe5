import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";

import { ClientTexts } from "@/components/i18n/client-texts";
import { NotificationsFilter, type NotificationsFilterValue } from "@/components/notifications/notifications-filter";
import { NotificationsList } from "@/components/notifications/notifications-list";
import { Pagination } from "@/components/ui/pagination";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { NOTIFICATIONS_PAGE_SIZE } from "@/lib/notifications/schemas";
import { wholeNumber } from "@/lib/validations/fields";

const NOTIFICATIONS_PATH = "/home/notifications";

const pageQuerySchema = z.object({
  filter: z.enum(["unread", "read"]).optional().catch(undefined),
  page: wholeNumber(1, 10_000).default(1).catch(1),
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Notifications");
  return { title: t("metaTitle") };
}

/** The reader's notifications of their working side (spec 2: notifications), ten a page, read or unread. */
export default async function Page({ searchParams }: PageProps<"/[locale]/home/notifications">) {
  const viewer = await requirePageAccess(NOTIFICATIONS_PATH);
  const query = pageQuerySchema.parse(await searchParams);
  const filter: NotificationsFilterValue = query.filter ?? "all";
  const [t, list] = await Promise.all([
    getTranslations("Notifications"),
    listNotifications(viewer, viewer.id, {
      page: query.page,
      take: NOTIFICATIONS_PAGE_SIZE,
      typeUser: viewer.side,
      isRead: filter === "all" ? undefined : filter === "read",
    }),
  ]);
  const hrefFor = (page: number) => `${NOTIFICATIONS_PATH}?${new URLSearchParams({ ...(query.filter ? { filter: query.filter } : {}), page: String(page) })}`;

  return (
    <ClientTexts page="notifications">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t("lead")}</p>
        </header>

        <NotificationsFilter path={NOTIFICATIONS_PATH} current={filter} label={t("filterLabel")} labels={{ all: t("filters.all"), unread: t("filters.unread"), read: t("filters.read") }} />

        <NotificationsList userId={viewer.id} side={viewer.side} filter={filter} items={list.result} total={list.total} unread={list.unread} />

        <Pagination page={query.page} pages={Math.ceil(list.total / NOTIFICATIONS_PAGE_SIZE)} hrefFor={hrefFor} />
      </div>
    </ClientTexts>
  );
}
