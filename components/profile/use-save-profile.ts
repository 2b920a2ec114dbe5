"use client";

import { useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { OwnProfile } from "@/lib/profile/profile-wire";

export type ProfileSectionName = "personal" | "professional" | "proficiency" | "experience" | "academic";

/**
 * Saves one section with PUT users/{id}, says so in a toast, and refreshes the page so that the
 * completion bar and the prompt show the new state. `onFieldErrors` gets a 422 first: when it
 * puts the errors under their fields, no toast repeats them.
 */
export function useSaveProfile(userId: string, section: ProfileSectionName) {
  const t = useTranslations("CandidateProfile");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();

  return async function save(body: Record<string, unknown>, onFieldErrors?: (error: unknown) => boolean): Promise<OwnProfile | null> {
    try {
      const profile = await apiRequest<OwnProfile>("PUT", `users/${userId}`, body);
      toast.success(t("saved", { section: t(`sections.${section}`) }));
      router.refresh();
      return profile;
    } catch (error) {
      if (!onFieldErrors?.(error)) toast.error(ofApiError(error));
      return null;
    }
  };
}
