"use client";

import dynamic from "next/dynamic";

/**
 * The parts of the shell that only a logged-in viewer gets, loaded as their own chunks: the
 * layout and the navbar render them only when the server saw a session, so a visitor's first
 * load carries neither next-auth's client (SessionProvider, signOut) nor the dashboard menu.
 * Both still render on the server (no loading state, no layout shift).
 */
export const SessionLayer = dynamic(() => import("@/components/auth/session-layer").then((module) => module.SessionLayer));

export const DashboardMenu = dynamic(() => import("@/components/layout/dashboard-menu").then((module) => module.DashboardMenu));

/** The unread notifications badge and the live connection behind it (pusher-js loads later still). */
export const LiveNotificationsProvider = dynamic(() => import("@/components/notifications/live-notifications").then((module) => module.LiveNotificationsProvider));

/** The viewer's chat connection (the MESSAGES badge, the overlay, the chat page); stream-chat itself loads later still. */
export const ChatConnectionProvider = dynamic(() => import("@/components/chat/chat-connection").then((module) => module.ChatConnectionProvider));

/** The candidates' floating chat overlay (spec 2). */
export const ChatOverlay = dynamic(() => import("@/components/chat/chat-overlay").then((module) => module.ChatOverlay));
