import type { PasswordResetState } from "@/components/auth/password-reset-state";

/** The steps of the password reset page, in ?step= (components/auth/forgot-password-flow.tsx). */
export const resetSteps = ["request", "code", "password", "done"] as const;
export type ResetStep = (typeof resetSteps)[number];

export function resetStepOf(value: string | null | undefined): ResetStep {
  return resetSteps.find((step) => step === value) ?? "request";
}

/** The step that can be shown with what this tab remembers (a refresh keeps ?step= and the saved state). */
export function reachableStep(requested: ResetStep, state: PasswordResetState | null): ResetStep {
  if (requested === "code" && !state?.email) return "request";
  if (requested === "password" && !state?.resetToken) return state?.email ? "code" : "request";
  return requested;
}
