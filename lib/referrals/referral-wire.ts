/** The inviter as the invitation names them: their name when they gave one, else the part of the address before the @. */
export function displayNameOf(firstName: string | null, lastName: string | null, email: string): string {
  const name = [firstName, lastName].filter((part) => part && part.trim()).join(" ").trim();
  return name || (email.split("@")[0] ?? email);
}
