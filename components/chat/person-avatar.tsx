"use client";

import { ChannelAvatar, type ChannelAvatarProps } from "stream-chat-react";

/** "Kevin O'Brien" is KO: first and last word, an apostrophe inside a word does not split it. */
export function personInitials(name: string): string | undefined {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const first = (word: string) => Array.from(word)[0]!.toLocaleUpperCase();
  return words.length === 1 ? first(words[0]!) : first(words[0]!) + first(words.at(-1)!);
}

/** The person in a room's title: "Laura Méndez (Senior Engineer) · Archived" is Laura Méndez. */
export function personOfTitle(title: string): string {
  return title.split(" (")[0]!.split(" · ")[0]!.trim();
}

/**
 * The chat's avatars show the person's initials, not the room title's: a room is titled
 * "Laura Méndez (Senior Engineer)", whose last word made the SDK's initials "LE".
 */
export function PersonAvatar(props: ChannelAvatarProps) {
  const name = personOfTitle(props.userName ?? "");
  return <ChannelAvatar {...props} userName={name} initials={personInitials(name)} />;
}
