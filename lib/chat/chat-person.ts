import { appUrl } from "@/lib/auth/app-url";
import { chatUserIdFor } from "@/lib/chat/chat-ids";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { fullName } from "@/lib/users/display-name";

/** A person as the chat service shows them: the name and picture of the product's profile. */
export type ChatPerson = { id: string; firstName: string | null; lastName: string | null; profilePicUrl: string | null };

export const chatPersonSelect = { id: true, firstName: true, lastName: true, profilePicUrl: true } as const;

export function chatDisplayName(person: ChatPerson): string {
  return fullName(person) ?? "User";
}

/** Pictures are stored as app paths (/api/files/...); the chat service and its clients need an absolute URL. */
export function chatAvatar(person: ChatPerson): string | null {
  if (!person.profilePicUrl) return null;
  return /^https?:\/\//.test(person.profilePicUrl) ? person.profilePicUrl : `${appUrl()}${person.profilePicUrl.startsWith("/") ? "" : "/"}${person.profilePicUrl}`;
}

/** The chat service's user for a person on one side: id, name and picture. */
export function chatUserOf(person: ChatPerson, side: WorkingSide): { id: string; name: string; image?: string } {
  const image = chatAvatar(person);
  return { id: chatUserIdFor(person.id, side), name: chatDisplayName(person), ...(image ? { image } : {}) };
}
