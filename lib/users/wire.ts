import { z } from "zod";

import type { AccountRole, WorkingSide } from "@/lib/generated/prisma/enums";

/** The spec's names for the account role and the working side (logged_as) on the wire. */
export const wireRoles = ["user", "administrator"] as const;
export const wireSides = ["employer", "candidate"] as const;
export type WireRole = (typeof wireRoles)[number];
export type WireSide = (typeof wireSides)[number];

export const wireSideSchema = z.enum(wireSides);

export function roleToWire(role: AccountRole): WireRole {
  return role === "ADMINISTRATOR" ? "administrator" : "user";
}

export function sideToWire(side: WorkingSide): WireSide {
  return side === "EMPLOYER" ? "employer" : "candidate";
}

export function sideFromWire(side: WireSide): WorkingSide {
  return side === "employer" ? "EMPLOYER" : "CANDIDATE";
}
