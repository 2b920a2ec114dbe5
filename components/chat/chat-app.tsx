"use client";

import "stream-chat-react/dist/css/index.css";
import "./chat-theme.css";

import { useLocale, useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { Channel as ChatChannel, ChannelFilters, ChannelOptions, ChannelSort } from "stream-chat";
import {
  Channel,
  ChannelHeader,
  ChannelList,
  ChannelListItemUI,
  Chat,
  MessageActions,
  MessageComposer,
  MessageComposerUI,
  MessageList,
  MessageUI,
  Streami18n,
  Thread,
  Window,
  WithComponents,
  defaultMessageActionSet,
  useChannelStateContext,
  useChatContext,
  useMessageContext,
  type ChannelListItemUIProps,
  type EmptyStateIndicatorProps,
  type MessageUIComponentProps,
  type ReactionOptions,
} from "stream-chat-react";

import { useChatConnection } from "@/components/chat/chat-connection";
import { ChatListControls } from "@/components/chat/chat-list-controls";
import { chatSdkTexts } from "@/components/chat/chat-sdk-texts";
import { ChatEmptyState, ChatFailed, ChatSkeleton } from "@/components/chat/chat-states";
import { MessageDeliveryStatus } from "@/components/chat/message-delivery-status";
import { PersonAvatar } from "@/components/chat/person-avatar";
import { useChatRooms } from "@/components/chat/use-chat-rooms";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { Button } from "@/components/ui/button";
import { ConfirmDialogActions } from "@/components/ui/confirm-dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { DotsIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { apiRequest, isApiError } from "@/lib/api/client";
import { detectOffPlatformPayment } from "@/lib/chat/off-platform-payment";
import type { WireChatRoom } from "@/lib/chat/room-wire";
import { jobRoomEvents, matchesChatFilter, matchesSearch, otherMember, roomTitle, type ChatFilter } from "@/lib/chat-client/rooms";

/** Spec 2 and 4: the six reaction types. */
const reactionOptions: ReactionOptions = {
  quick: {
    like: { Component: () => <>👍</>, name: "Like", unicode: "U+1F44D" },
    love: { Component: () => <>❤️</>, name: "Love", unicode: "U+2764-FE0F" },
    haha: { Component: () => <>😂</>, name: "Haha", unicode: "U+1F602" },
    wow: { Component: () => <>😮</>, name: "Wow", unicode: "U+1F62E" },
    sad: { Component: () => <>😢</>, name: "Sad", unicode: "U+1F622" },
    angry: { Component: () => <>😠</>, name: "Angry", unicode: "U+1F620" },
  },
};

// Spec 4's message actions have no "block": blocking people is not part of the product (and the
// chat emulator keeps no block lists), so the menu does not offer it.
const productMessageActionSet = defaultMessageActionSet.filter((item) => !("type" in item) || item.type !== "blockUser");
const ProductMessageActions = () => <MessageActions messageActionSet={productMessageActionSet} />;

/** Spec 7 and 9: the product's query limit is 100; newest conversation first. */
const channelSort: ChannelSort = { last_message_at: -1 };
const channelOptions: ChannelOptions = { limit: 100, state: true, watch: true, presence: true, message_limit: 25 };

type RoomView = "list" | "room";
type ChatPageState = { rooms: WireChatRoom[]; viewerId: string; reloadRooms: () => void; showRoom: () => void; showList: () => void };
const ChatPageContext = createContext<ChatPageState | null>(null);

function useChatPage(): ChatPageState {
  const state = useContext(ChatPageContext);
  if (!state) throw new Error("useChatPage outside the chat page");
  return state;
}

/** Follows the app's theme (the `dark` class on <html>, components/ui/theme-toggle.tsx). */
function subscribeToTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
function useIsDark(): boolean {
  return useSyncExternalStore(subscribeToTheme, () => document.documentElement.classList.contains("dark"), () => false);
}

type RoomFields = { job_title?: string | null; room_status?: WireChatRoom["status"]; frozen?: boolean };
const roomFields = (channel: ChatChannel | undefined) => (channel?.data ?? {}) as RoomFields;

/** The other member's name: the person this room is with. */
function otherName(channel: ChatChannel, ownId: string | undefined): string {
  const other = Object.values(channel.state.members).find((member) => member.user_id !== ownId);
  return other?.user?.name ?? other?.user_id ?? "";
}

/**
 * The chat page (spec 2): the viewer's job and direct rooms on the left, the open room with its
 * thread on the right; under 768px the list, then the room full screen with a back button. The
 * rooms are the ones the room-chats calls list (spec 7: channels queried by cid in the known list,
 * the member containing the user, watched, limit 100).
 */
export default function ChatApp({ initialChannelId }: { initialChannelId: string | null }) {
  const connection = useChatConnection();
  const locale = useLocale() as "en" | "es";
  const isDark = useIsDark();
  const { rooms, failed, reload } = useChatRooms();
  const [view, setView] = useState<RoomView>(initialChannelId ? "room" : "list");
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<ChatFilter>("all");

  const i18n = useMemo(() => new Streami18n({ language: locale, translationsForLanguage: chatSdkTexts[locale] }), [locale]);
  const client = connection?.client ?? null;
  const ownId = client?.userID;

  const cidsKey = rooms ? rooms.map((room) => room.channelCId).sort().join(",") : "";
  const filters = useMemo<ChannelFilters | null>(() => (cidsKey && ownId ? { type: "messaging", cid: { $in: cidsKey.split(",") }, members: { $in: [ownId] } } : null), [cidsKey, ownId]);

  const renderFilter = useCallback(
    (channels: ChatChannel[]) =>
      channels.filter((channel) => matchesChatFilter(channel.countUnread(), filter) && matchesSearch([otherName(channel, ownId), roomFields(channel).job_title], query)),
    [filter, query, ownId],
  );

  const showRoom = useCallback(() => setView("room"), []);
  const showList = useCallback(() => setView("list"), []);
  const pageState = useMemo(() => (rooms && connection ? { rooms, viewerId: connection.viewerId, reloadRooms: reload, showRoom, showList } : null), [rooms, connection, reload, showRoom, showList]);

  if (!connection || connection.status === "failed" || connection.status === "unavailable" || failed) return <ChatFailed />;
  if (!client || !rooms || !pageState) return <ChatSkeleton />;
  if (rooms.length === 0 || !filters) return <ChatEmptyState side={connection.side} />;

  return (
    <Chat client={client} theme={isDark ? "str-chat__theme-dark" : "str-chat__theme-light"} i18nInstance={i18n}>
      <ChatPageContext.Provider value={pageState}>
        <WithComponents overrides={{ Avatar: PersonAvatar, ChannelListItemUI: RoomListItem, EmptyStateIndicator: RoomEmptyState, Message: RoomMessage, MessageActions: ProductMessageActions, MessageStatus: MessageDeliveryStatus, reactionOptions }}>
          <div className="chat-page grid h-full min-h-0 grid-cols-1 md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]" data-view={view}>
            <aside className={`flex min-h-0 min-w-0 flex-col border-slate-200 md:border-r dark:border-slate-800 ${view === "room" ? "max-md:hidden" : ""}`}>
              <ChatListControls query={query} onQuery={setQuery} filter={filter} onFilter={setFilter} />
              <div className="min-h-0 flex-1 overflow-y-auto" data-testid="chat-room-list">
                <ChannelList
                  filters={filters}
                  sort={channelSort}
                  options={channelOptions}
                  channelRenderFilterFn={renderFilter}
                  customActiveChannel={initialChannelId ?? undefined}
                  setActiveChannelOnMount
                  EmptyStateIndicator={NoMatches}
                />
              </div>
            </aside>
            <section className={`flex min-h-0 min-w-0 flex-col ${view === "list" ? "max-md:hidden" : ""}`}>
              <ConnectionNotice />
              <Channel>
                <Window>
                  <RoomHeader />
                  <RoomStatusBanner />
                  <MessageList />
                  <SafetyNotice />
                  <RoomComposer />
                </Window>
                <WithComponents overrides={{ MessageComposerUI: ThreadComposerUI }}>
                  <Thread />
                </WithComponents>
              </Channel>
            </section>
          </div>
        </WithComponents>
      </ChatPageContext.Provider>
    </Chat>
  );
}

/**
 * Spec 4 and 8: while the connection is down, a permanent 'Connection failure, reconnecting
 * now...'; the SDK reconnects by itself (randomised backoff) and the list reads its rooms again.
 */
function ConnectionNotice() {
  const t = useTranslations("Chat");
  const { client } = useChatContext();
  const [isOnline, setIsOnline] = useState(true);
  useEffect(() => {
    const { unsubscribe } = client.on("connection.changed", (event) => setIsOnline(event.online !== false));
    return unsubscribe;
  }, [client]);
  if (isOnline) return null;
  return (
    <p role="alert" data-testid="chat-reconnecting" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm font-medium text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
      {t("reconnecting")}
    </p>
  );
}

/**
 * A room without messages yet (a new chat request, say), in the product's words. The SDK's own
 * marks its text role="listitem" outside any list, which fails WCAG checks (aria-required-parent).
 */
function RoomEmptyState({ listType }: EmptyStateIndicatorProps) {
  const t = useTranslations("Chat");
  if (listType === "channel") return <NoMatches />;
  if (listType !== "message") return null;
  return (
    <div className="str-chat__empty-channel">
      <p className="str-chat__empty-channel-text">{t("noMessagesInRoom")}</p>
    </div>
  );
}

function NoMatches() {
  const t = useTranslations("Chat");
  return <p className="px-4 py-8 text-center text-sm text-slate-500 dark:text-slate-400">{t("noMatches")}</p>;
}

/**
 * A row of the room list: the other side's name with the job in parentheses (spec 2); choosing it
 * opens the room full screen on a phone. A room that is not open says so after its title (a
 * request, a declined request, an archived chat). Archived rooms stay in the list under every
 * filter, in their place by latest message: their history is worth finding, All/Unread/Read keep
 * meaning read state only, and the title's tag tells them apart.
 */
function RoomListItem(props: ChannelListItemUIProps) {
  const t = useTranslations("Chat");
  const { showRoom } = useChatPage();
  const { client } = useChatContext();
  const productText = useProductMessageText(props.lastMessage);
  const { job_title: jobTitle, room_status: status } = roomFields(props.channel);
  const title = roomTitle(otherName(props.channel, client.userID) || props.displayTitle || "", jobTitle);
  const tag = status && status !== "approved" ? t(`statusTags.${status}`) : null;
  return (
    <div onClickCapture={showRoom} data-testid="chat-room" data-unread={props.unread ?? 0} data-status={status ?? "approved"}>
      <ChannelListItemUI {...props} displayTitle={tag ? `${title} · ${tag}` : title} {...(productText && props.lastMessage ? { lastMessage: { ...props.lastMessage, text: productText } } : {})} />
    </div>
  );
}

/** The room's header, with a way back to the list on a phone. */
function RoomHeader() {
  const t = useTranslations("Chat");
  const { showList } = useChatPage();
  const { channel } = useChannelStateContext();
  const { client } = useChatContext();
  const title = roomTitle(otherName(channel, client.userID), roomFields(channel).job_title);
  return (
    <div className="flex min-w-0 items-center border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <button
        type="button"
        onClick={showList}
        className="ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path fillRule="evenodd" d="M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z" clipRule="evenodd" />
        </svg>
        <span className="sr-only">{t("back")}</span>
      </button>
      <div className="min-w-0 flex-1">
        <ChannelHeader title={title} />
      </div>
      <RoomMenu />
    </div>
  );
}

/** Archives the room or reopens it (POST room-chats/change-status-chat-room), then reads its rights again. */
function useChangeRoomStatus() {
  const t = useTranslations("Chat");
  const errors = useErrorMessage();
  const toast = useToast();
  const room = useCurrentRoom();
  const { reloadRooms } = useChatPage();
  const { channel } = useChannelStateContext();
  const [isChanging, setIsChanging] = useState(false);

  async function changeStatus(status: "archived" | "approved"): Promise<boolean> {
    if (!room) return false;
    setIsChanging(true);
    try {
      await apiRequest("POST", "room-chats/change-status-chat-room", { roomId: room._id, status });
      await channel.watch();
      reloadRooms();
      toast.success(status === "archived" ? t("archivedToast") : t("reopenedToast"));
      return true;
    } catch (error) {
      toast.error(isApiError(error) ? errors.ofApiError(error) : t("statusChangeFailed"));
      return false;
    } finally {
      setIsChanging(false);
    }
  }

  return { room, changeStatus, isChanging };
}

/**
 * The room's menu in its header: Archive for an open room (after a confirmation: neither side
 * can write until one reopens it) and Reopen for an archived one. Requests are answered in the
 * status banner instead, and a declined request stays as it is, so those rooms have no menu.
 */
function RoomMenu() {
  const t = useTranslations("Chat");
  const { room, changeStatus, isChanging } = useChangeRoomStatus();
  const [isConfirming, setIsConfirming] = useState(false);
  if (!room || (room.status !== "approved" && room.status !== "archived")) return null;

  async function archive() {
    if (await changeStatus("archived")) setIsConfirming(false);
  }

  return (
    <>
      <DropdownMenu
        label={t("roomMenu")}
        labelTrigger
        align="end"
        trigger={<DotsIcon vertical />}
        className="mr-2 shrink-0"
        triggerClassName="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        {room.status === "approved" ? (
          <DropdownMenuItem onSelect={() => setIsConfirming(true)}>{t("archive")}</DropdownMenuItem>
        ) : (
          <DropdownMenuItem disabled={isChanging} onSelect={() => void changeStatus("approved")}>
            {t("reopen")}
          </DropdownMenuItem>
        )}
      </DropdownMenu>
      <Dialog open={isConfirming} onClose={() => (isChanging ? undefined : setIsConfirming(false))} title={t("archiveTitle")} description={t("archiveLead")}>
        <ConfirmDialogActions onCancel={() => setIsConfirming(false)} onConfirm={() => void archive()} isPending={isChanging} cancelLabel={t("cancel")} confirmLabel={t("archive")} pendingLabel={t("archiving")} />
      </Dialog>
    </>
  );
}

/** The room as the product sees it (status, who may answer a request), by its channel id. */
function useCurrentRoom(): WireChatRoom | null {
  const { rooms } = useChatPage();
  const { channel } = useChannelStateContext();
  return rooms.find((room) => room.channelId === channel.id) ?? null;
}

/**
 * A room that is not open for messages says why (spec 4 and 6): a pending direct request shows
 * Approve / Reject to the requested side and a waiting note to the other; a rejected or archived
 * room is read-only.
 */
function RoomStatusBanner() {
  const t = useTranslations("Chat");
  const errors = useErrorMessage();
  const toast = useToast();
  const room = useCurrentRoom();
  const { rooms, viewerId, reloadRooms } = useChatPage();
  const { channel } = useChannelStateContext();
  const [isAnswering, setIsAnswering] = useState(false);
  if (!room || room.status === "approved") return null;
  const name = otherMember(room, viewerId)?.name ?? "";

  async function answer(action: "approve" | "reject") {
    if (!room) return;
    setIsAnswering(true);
    try {
      await apiRequest("POST", "room-chats/approved-reject-request", { roomId: room._id, action });
      // The channel's rights change with the room's status: read them again.
      await channel.watch();
      reloadRooms();
    } catch (error) {
      toast.error(isApiError(error) ? errors.ofApiError(error) : t("answerFailed"));
    } finally {
      setIsAnswering(false);
    }
  }

  const text =
    room.status === "requested" ? (room.canAnswerRequest ? t("requestIncoming", { name }) : t("requestOutgoing", { name })) : room.status === "rejected" ? t("requestRejected") : t("archived");
  return (
    <div role="status" data-testid="chat-room-status" data-rooms={rooms.length} className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="min-w-0 flex-1">{text}</p>
      {room.status === "archived" ? <ReopenButton /> : null}
      {room.status === "requested" && room.canAnswerRequest ? (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" disabled={isAnswering} onClick={() => void answer("reject")}>
            {t("reject")}
          </Button>
          <Button size="sm" disabled={isAnswering} onClick={() => void answer("approve")}>
            {t("approve")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The archived banner's way back: reopening needs no confirmation, it only gives both sides their voice again. */
function ReopenButton() {
  const t = useTranslations("Chat");
  const { changeStatus, isChanging } = useChangeRoomStatus();
  return (
    <Button size="sm" variant="outline" disabled={isChanging} onClick={() => void changeStatus("approved")}>
      {t("reopen")}
    </Button>
  );
}

/**
 * Issue 15's safety rule: when the other side's latest messages ask to move a payment or the
 * conversation off the platform (bank details, wires, gift cards, upfront fees), the recipient is
 * warned and may report the room for the admin area.
 */
function SafetyNotice() {
  const t = useTranslations("Chat");
  const toast = useToast();
  const room = useCurrentRoom();
  const { messages } = useChannelStateContext();
  const { client } = useChatContext();
  const [isReporting, setIsReporting] = useState(false);
  const recentIncoming = (messages ?? []).filter((message) => message.user?.id !== client.userID && message.type === "regular").slice(-10);
  if (!room || !recentIncoming.some((message) => detectOffPlatformPayment(message.text ?? "").length > 0)) return null;

  async function report() {
    if (!room) return;
    setIsReporting(true);
    try {
      await apiRequest("POST", `room-chats/${room._id}/report`, { reason: "off_platform_payment" });
      toast.success(t("reported"));
    } catch (error) {
      toast.error(isApiError(error) && error.status === 409 ? t("alreadyReported") : t("answerFailed"));
    } finally {
      setIsReporting(false);
    }
  }

  return (
    <div role="alert" data-testid="chat-safety-warning" className="mx-3 mb-1 flex flex-col items-start gap-2 rounded-lg border border-red-200 sm:flex-row sm:items-center sm:gap-3 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-100">
      <p className="min-w-0 flex-1">{t("safetyWarning")}</p>
      <Button size="sm" variant="outline" className="shrink-0" disabled={isReporting} onClick={() => void report()}>
        {t("report")}
      </Button>
    </div>
  );
}

/**
 * Whether this member may do `capability` (send-message, send-reply) in the open room now. A
 * room's status changes its rights (approved, archived): the SDK re-queries a channel whose frozen
 * flag changed and announces the new rights with capabilities.changed. They are read from the
 * channel itself, which the SDK keeps current.
 */
function useRoomRight(capability: "send-message" | "send-reply"): boolean {
  const { channel } = useChannelStateContext();
  const { client } = useChatContext();
  const [, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((version) => version + 1);
    const subscriptions = [channel.on("channel.updated", bump), client.on("capabilities.changed", (event) => event.cid === channel.cid && bump())];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [channel, client]);
  return !roomFields(channel).frozen && !!channel.data?.own_capabilities?.includes(capability);
}

/** Spec 6's disabled-input text, in place of a composer that could not send. */
function CantWrite({ text, testId }: { text: string; testId: string }) {
  return (
    <p data-testid={testId} className="m-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-center text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      {text}
    </p>
  );
}

/** The composer, or 'You can't send messages in this channel' when this member may not send here (a frozen room, no send-message right). */
function RoomComposer() {
  const t = useTranslations("Chat");
  const canSend = useRoomRight("send-message");
  if (!canSend) return <CantWrite text={t("cantSend")} testId="chat-cant-send" />;
  return <MessageComposer focus />;
}

/** The thread's composer, or 'You can't send thread replies in this channel' when replies are not allowed (spec 6). */
function ThreadComposerUI() {
  const t = useTranslations("Chat");
  const canReply = useRoomRight("send-reply");
  if (!canReply) return <CantWrite text={t("cantReply")} testId="chat-cant-reply" />;
  return <MessageComposerUI />;
}

type ProductMessageFields = { product_event?: string; job_title?: string; company_name?: string; candidate_name?: string };

/** A product message's text in the viewer's words and language (the candidate's or the employer's side), or null for any other message. */
function useProductMessageText(message: { type?: string; parent_id?: string } | undefined): string | null {
  const t = useTranslations("Chat.productMessages");
  const connection = useChatConnection();
  const fields = (message ?? {}) as ProductMessageFields;
  const event = jobRoomEvents.find((known) => known === fields.product_event);
  if (!message || !event || message.type === "deleted" || message.parent_id) return null;
  const names = { jobTitle: fields.job_title ?? "", companyName: fields.company_name ?? "", candidateName: fields.candidate_name ?? "" };
  return connection?.side === "EMPLOYER" ? t(`toEmployer.${event}`, names) : t(`toCandidate.${event}`, names);
}

/**
 * A message in the list. The product's automatic messages (an invitation, a shortlisting, a
 * hiring: lib/chat/announce-in-job-rooms.ts) read as a notice from the product, centred, in the
 * viewer's words and language: the candidate reads what happened to them, the employer what they
 * did. Everything else is stream-chat-react's message.
 */
function RoomMessage(props: MessageUIComponentProps) {
  const t = useTranslations("Chat.productMessages");
  const { message } = useMessageContext("RoomMessage");
  const text = useProductMessageText(message);
  if (!text) return <MessageUI {...props} />;
  return (
    <div data-testid="chat-product-message" data-event={(message as ProductMessageFields).product_event} className="my-3 flex justify-center px-4">
      <div className="max-w-md rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5 text-center text-sm text-brand-900 dark:border-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t("label")}</p>
        <p className="mt-0.5">{text}</p>
      </div>
    </div>
  );
}
