"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";

import { useChatConnection } from "@/components/chat/chat-connection";
import { ChatListControls } from "@/components/chat/chat-list-controls";
import { useChatRooms } from "@/components/chat/use-chat-rooms";
import { MenuBadge } from "@/components/layout/menu-badge";
import { Avatar } from "@/components/ui/avatar";
import { Link, usePathname } from "@/i18n/navigation";
import type { WireChatRoom } from "@/lib/chat/room-wire";
import { CHAT_OVERLAY_DELAY_MS, chatPageHref, filterRooms, otherMember, roomTitle, type ChatFilter } from "@/lib/chat-client/rooms";
import { isMenuPathActive } from "@/lib/navigation/menu-items";
import { ADMIN_PATH } from "@/lib/navigation/paths";

const CHAT_PAGE_PATH = "/home/chat";

/**
 * The candidates' floating chat overlay (spec 2 and 4): bottom right, collapsed to its header
 * until opened, 87vh tall when open. It appears 300 ms after the dashboard (or the side) is set,
 * never on the chat page itself (nor in the admin area); a row opens that room on the chat page.
 */
export function ChatOverlay() {
  const t = useTranslations("Chat");
  const connection = useChatConnection();
  const pathname = usePathname();
  const [isShown, setIsShown] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<ChatFilter>("all");
  const panelId = useId();
  const isOnChatPage = isMenuPathActive(CHAT_PAGE_PATH, pathname);
  const { rooms } = useChatRooms({ isLive: !isOnChatPage });
  const side = connection?.side;

  // Mounted afresh when the side is set (a side switch reloads the page, spec 4).
  useEffect(() => {
    const timer = setTimeout(() => setIsShown(true), CHAT_OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // An administrator at work in the admin area is not there as a candidate.
  if (!connection || side !== "CANDIDATE" || !isShown || isOnChatPage || isMenuPathActive(ADMIN_PATH, pathname)) return null;
  const unread = connection.unread ?? rooms?.reduce((sum, room) => sum + room.pendingView, 0) ?? 0;
  const shown = rooms ? filterRooms(rooms, connection.viewerId, { query, filter }) : null;

  return (
    <section
      aria-label={t("overlay.label")}
      data-testid="chat-overlay"
      className={`fixed right-4 bottom-[calc(5rem_+_var(--apply-bar-height,0rem))] z-40 flex w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10 md:bottom-[calc(1rem_+_var(--apply-bar-height,0rem))] dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40 ${isOpen ? "h-[min(87vh,36rem)] max-md:h-[calc(87vh_-_4rem_-_var(--apply-bar-height,0rem))]" : "max-md:w-auto max-md:rounded-full"}`}
    >
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className={`flex h-12 w-full items-center gap-2 px-4 ${isOpen ? "" : "max-md:px-3.5"} text-left text-sm font-bold text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:text-slate-100 dark:hover:bg-slate-800`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-5 text-brand-600 dark:text-brand-300">
            <path strokeLinecap="round" strokeLinejoin="round" d="M7.5 8.25h9m-9 3H12m-9.75 1.51c0 1.6 1.123 2.994 2.707 3.227 1.087.16 2.185.283 3.293.369V21l4.076-4.076a1.526 1.526 0 0 1 1.037-.443 48.282 48.282 0 0 0 5.68-.494c1.584-.233 2.707-1.626 2.707-3.228V6.741c0-1.602-1.123-2.995-2.707-3.228A48.394 48.394 0 0 0 12 3c-2.392 0-4.744.175-7.043.513C3.373 3.746 2.25 5.14 2.25 6.741v6.018Z" />
          </svg>
          {/* Collapsed on a phone it is a round button, not a bar across the page: the bottom bar already has Messages. */}
          <span className={`flex-1 ${isOpen ? "" : "max-md:sr-only"}`}>{t("overlay.label")}</span>
          <MenuBadge count={unread} />
          <span className="sr-only">{isOpen ? t("overlay.collapse") : t("overlay.expand")}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={`size-5 text-slate-500 transition-transform ${isOpen ? "" : "rotate-180 max-md:hidden"}`}>
            <path fillRule="evenodd" d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
          </svg>
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen} className="flex min-h-0 flex-1 flex-col border-t border-slate-200 pt-3 dark:border-slate-800">
        <ChatListControls compact query={query} onQuery={setQuery} filter={filter} onFilter={setFilter} />
        <div className="min-h-0 flex-1 overflow-y-auto">
          {shown === null ? (
            <p className="px-4 py-6 text-center text-sm text-slate-500 dark:text-slate-400" role="status">
              {t("loading")}
            </p>
          ) : shown.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-500 first-letter:uppercase dark:text-slate-400">{rooms && rooms.length > 0 ? t("noMatches") : t("overlayEmpty")}</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {shown.map((room) => (
                <li key={room._id}>
                  <OverlayRow room={room} viewerId={connection.viewerId} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function OverlayRow({ room, viewerId }: { room: WireChatRoom; viewerId: string }) {
  const t = useTranslations("Chat");
  const other = otherMember(room, viewerId);
  const title = roomTitle(other?.name ?? "", room.job?.title);
  const last = room.lastMessage;
  const lastText = last ? last.text || t("attachment") : null;
  const isOwn = !!last && last.user_id === room.members.find((member) => member._id === viewerId)?.chat_user_id;
  return (
    <Link
      href={chatPageHref(room.channelId)}
      data-testid="chat-overlay-room"
      className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800/60"
    >
      <Avatar src={other?.avatar} size={40} />
      <span className="min-w-0 flex-1">
        <span className={`block truncate text-sm ${room.pendingView > 0 ? "font-bold text-ink dark:text-white" : "font-semibold text-slate-800 dark:text-slate-100"}`}>{title}</span>
        <span className={`block truncate text-xs text-slate-500 dark:text-slate-400 ${lastText ? "" : "italic"}`}>{lastText ? (isOwn ? t("you", { text: lastText }) : lastText) : t("noMessagesInRoom")}</span>
      </span>
      <MenuBadge count={room.pendingView} />
    </Link>
  );
}
