"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import { useLiveNotifications } from "@/components/notifications/live-notifications";
import type { NotificationsFilterValue } from "@/components/notifications/notifications-filter";
import { Button } from "@/components/ui/button";
import { CheckIcon, CloseIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { Link, useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { describeNotification } from "@/lib/notifications/describe-notification";
import type { WireNotification } from "@/lib/notifications/notification-wire";

/** How long a delete can be undone. */
const UNDO_MS = 10_000;

type Props = {
  userId: string;
  side: WorkingSide;
  filter: NotificationsFilterValue;
  items: WireNotification[];
  total: number;
  unread: number;
};

/**
 * One page of notifications with its actions. Each change is shown at once and then saved; the
 * server's page is read again afterwards (router.refresh), as it is when a live event arrives.
 */
export function NotificationsList({ userId, side, filter, items, total, unread }: Props) {
  const t = useTranslations("Notifications");
  const toast = useToast();
  const { ofApiError } = useErrorMessage();
  const router = useRouter();
  const live = useLiveNotifications();
  const [, startRefresh] = useTransition();
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(new Set());
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(new Set());
  const [isMarkingAll, setIsMarkingAll] = useState(false);

  const arrivals = live?.arrivals ?? 0;
  const seenArrivals = useRef(arrivals);
  useEffect(() => {
    if (arrivals === seenArrivals.current) return;
    seenArrivals.current = arrivals;
    startRefresh(() => router.refresh());
  }, [arrivals, router]);

  const base = `users/${userId}/notifications`;
  const refresh = () => {
    live?.recount();
    startRefresh(() => router.refresh());
  };
  const toggle = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  async function markRead(id: string) {
    setReadIds((current) => toggle(current, id, true));
    try {
      await apiRequest("PUT", `${base}/${id}`);
      refresh();
    } catch (error) {
      setReadIds((current) => toggle(current, id, false));
      toast.error(ofApiError(error));
    }
  }

  async function remove(id: string) {
    setHiddenIds((current) => toggle(current, id, true));
    try {
      await apiRequest("DELETE", `${base}/${id}`);
    } catch (error) {
      setHiddenIds((current) => toggle(current, id, false));
      toast.error(ofApiError(error));
      return;
    }
    refresh();
    toast.show({ kind: "info", message: t("deleted"), durationMs: UNDO_MS, action: { label: t("undo"), onClick: () => void undo(id) } });
  }

  async function undo(id: string) {
    try {
      await apiRequest("POST", `${base}/${id}/restore`);
      setHiddenIds((current) => toggle(current, id, false));
      refresh();
    } catch (error) {
      toast.error(ofApiError(error));
    }
  }

  async function markAllRead() {
    setIsMarkingAll(true);
    try {
      await apiRequest("PUT", `${base}/read-all?typeUser=${side}`);
      setReadIds(new Set(items.map((item) => item._id)));
      toast.success(t("allMarkedRead"));
      refresh();
    } catch (error) {
      toast.error(ofApiError(error));
    } finally {
      setIsMarkingAll(false);
    }
  }

  const shown = items.filter((item) => !hiddenIds.has(item._id));
  const hiddenCount = items.length - shown.length;
  const unreadShown = Math.max(0, unread - items.filter((item) => !item.is_read && (readIds.has(item._id) || hiddenIds.has(item._id))).length);

  return (
    <section className="flex flex-col gap-4" aria-label={t("title")}>
      {total - hiddenCount > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300" aria-live="polite">
            {t("count", { count: total - hiddenCount })} · {t("unreadCount", { count: unreadShown })}
          </p>
          <Button variant="outline" size="sm" onClick={() => void markAllRead()} disabled={unreadShown === 0 || isMarkingAll}>
            <CheckIcon className="size-4" />
            {t("markAllRead")}
          </Button>
        </div>
      ) : null}

      {shown.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <p className="text-base font-semibold">{t(`empty.${filter}`)}</p>
          <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{side === "EMPLOYER" ? t("emptyLeadEmployer") : t("emptyLead")}</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-2">
          {shown.map((item) => (
            <li key={item._id}>
              <NotificationRow item={item} isRead={item.is_read || readIds.has(item._id)} onRead={() => void markRead(item._id)} onDelete={() => void remove(item._id)} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function NotificationRow({ item, isRead, onRead, onDelete }: { item: WireNotification; isRead: boolean; onRead: () => void; onDelete: () => void }) {
  const t = useTranslations("Notifications");
  const calendar = useCalendarFormat();
  const view = describeNotification(item);
  const text = t(`types.${view.textKey}`, view.values);
  const createdAt = new Date(item.created_at);
  const day = calendar.day(createdAt, new Date()).label;
  const when = day === "today" ? t("todayAt", { time: calendar.time(createdAt) }) : day === "yesterday" ? t("yesterdayAt", { time: calendar.time(createdAt) }) : calendar.dateTime(createdAt);

  return (
    <article
      data-testid="notification"
      data-read={isRead ? "true" : "false"}
      className={`flex items-start gap-3 rounded-xl border p-4 ${isRead ? "border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900" : "border-brand-200 bg-brand-50/60 dark:border-brand-900 dark:bg-brand-900/30"}`}
    >
      <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${isRead ? "bg-transparent" : "bg-brand-600 dark:bg-brand-400"}`} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className={`break-words ${isRead ? "text-slate-700 dark:text-slate-200" : "font-semibold text-ink dark:text-white"}`}>
          {isRead ? null : <span className="sr-only">{t("unreadMarker")}: </span>}
          {view.href ? (
            <Link href={view.href} onClick={isRead ? undefined : onRead} className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-500">
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <time dateTime={item.created_at} suppressHydrationWarning className="text-xs text-slate-600 dark:text-slate-400">
          {when}
        </time>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        {isRead ? null : (
          <Button variant="ghost" size="icon" onClick={onRead} title={t("markRead")} aria-label={t("markRead")}>
            <CheckIcon className="size-5" />
          </Button>
        )}
        <Button variant="ghost" size="icon" onClick={onDelete} title={t("delete")} aria-label={t("delete")}>
          <CloseIcon className="size-5" />
        </Button>
      </div>
    </article>
  );
}
