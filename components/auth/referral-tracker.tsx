"use client";

import { useEffect } from "react";

import { forgetReferralCode, pendingReferralCode } from "@/components/auth/pending-referral";
import { apiRequest } from "@/lib/api/client";

/**
 * Reports a referral code remembered on the sign-up page (POST users/track/signup) once the user
 * is logged in: the way a social sign-up is credited. Whatever the answer (credited, an unknown
 * code, one's own, an account already credited or too old), the code is then forgotten; the
 * server decides, so an old account that logs in with a code in storage is simply refused.
 */
export function ReferralTracker({ userId, email }: { userId: string; email: string }) {
  useEffect(() => {
    const code = pendingReferralCode();
    if (!code) return;
    forgetReferralCode();
    apiRequest("POST", "users/track/signup", { email, _id: userId, tid: code }).catch(() => undefined);
  }, [userId, email]);
  return null;
}
