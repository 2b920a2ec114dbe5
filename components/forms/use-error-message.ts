"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

import { errorMessageOf, signInErrorMessage, type ErrorMessage } from "@/lib/api/error-message";

/** Turns a failed call (an ApiError from lib/api/client.ts, or next-auth's sign-in error) into its text. */
export function useErrorMessage() {
  const t = useTranslations("Errors");
  const text = useCallback(({ key, values }: ErrorMessage) => t(key, values), [t]);
  return {
    ofApiError: useCallback((error: unknown) => text(errorMessageOf(error)), [text]),
    ofSignInError: useCallback((error: string) => text(signInErrorMessage(error)), [text]),
  };
}
