import { appUrl } from "@/lib/auth/app-url";
import { chatUserIdFor } from "@/lib/chat/chat-ids";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { fullName } from "@/lib/users/display-name";

/** A person as the chat service shows them: the name and picture of the product's profile. */
export type ChatPerson = { id: string; firstName: string | null; lastName: string | null; profilePicUrl: string | null };

export const chatPersonSelect = { id: true, firstName: true, lastName: true, profilePicUrl: true } as const;

/**
 * The name the chat shows. A candidate is "Carlos R." on every side of the chat: the chat
 * service keeps one name per user, shown to every employer they talk to, and an employer without
 * a premium plan may not see surnames (the premium name rule, spec 6; lib/candidates/candidate-name.ts).
 * The full name stays on the profile, for those who may see it. Employers keep their full names.
 */
export function chatDisplayName(person: ChatPerson, side: WorkingSide): string {
  if (side === "EMPLOYER") return fullName(person) ?? "User";
  const initial = Array.from(person.lastName?.trim() ?? "")[0];
  const first = person.firstName?.trim().replace(/\s+/g, " ");
  return [first, initial ? `${initial.toLocaleUpperCase()}.` : null].filter(Boolean).join(" ") || "User";
}

/** Pictures are stored as app paths (/api/files/...); the chat service and its clients need an absolute URL. */
export function chatAvatar(person: ChatPerson): string | null {
  if (!person.profilePicUrl) return null;
  return /^https?:\/\//.test(person.profilePicUrl) ? person.profilePicUrl : `${appUrl()}${person.profilePicUrl.startsWith("/") ? "" : "/"}${person.profilePicUrl}`;
}

/** The chat service's user for a person on one side: id, name and picture. */
export function chatUserOf(person: ChatPerson, side: WorkingSide): { id: string; name: string; image?: string } {
  const image = chatAvatar(person);
  return { id: chatUserIdFor(person.id, side), name: chatDisplayName(person, side), ...(image ? { image } : {}) };
}
