import type { WireSide } from "@/lib/users/wire";

export type SignupSide = WireSide;

type Query = Readonly<Record<string, string | readonly string[] | undefined>>;

const first = (value: string | readonly string[] | undefined): string | undefined => (typeof value === "string" ? value : value?.[0]);

/**
 * The side a sign-up starts on (spec section 2): type=want-hire is the employer, type=want-work
 * the candidate, and the footer's employer link (asEmployer=true) means employer too. Without
 * either the candidate side is chosen, as the API does.
 */
export function signupSideOf(query: Query): SignupSide {
  const type = first(query.type);
  if (type === "want-hire") return "employer";
  if (type === "want-work") return "candidate";
  return first(query.asEmployer) === "true" ? "employer" : "candidate";
}

/** The ?type= value of a side. */
export function signupTypeOf(side: SignupSide): "want-hire" | "want-work" {
  return side === "employer" ? "want-hire" : "want-work";
}
