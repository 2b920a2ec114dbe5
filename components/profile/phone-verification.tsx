"use client";

/** Verifying the profile's phone by a 6-digit SMS code (send-sms-verification, verify-sms-code). */
export type PhoneVerificationProps = {
  userId: string;
  phone: string | null;
  verified: boolean;
};

// Being built (issue 11): the profile page already places it.
export function PhoneVerification(_props: PhoneVerificationProps) {
  return null;
}
