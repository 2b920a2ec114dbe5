"use client";

import { useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { sectionAnchor } from "@/components/profile/section-anchors";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { ProfileSectionKey } from "@/lib/profile/completion";
import type { OwnProfile } from "@/lib/profile/profile-wire";

function showSection(section: ProfileSectionKey) {
  document.getElementById(sectionAnchor[section])?.scrollIntoView({ behavior: "smooth", block: "start" });
}

/**
 * Saves one section with PUT users/{id}, says so in a toast (while the section is unfinished, with
 * a way back up to its list of what it still needs: on a phone the Save button is far below it),
 * and refreshes the page so that the completion bar, the prompt and that list show the new state.
 * `onFieldErrors` gets a 422 first: when it puts the errors under their fields, no toast repeats
 * them.
 */
export function useSaveProfile(userId: string, section: ProfileSectionKey) {
  const t = useTranslations("CandidateProfile");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();

  return async function save(body: Record<string, unknown>, onFieldErrors?: (error: unknown) => boolean): Promise<OwnProfile | null> {
    try {
      const profile = await apiRequest<OwnProfile>("PUT", `users/${userId}`, body);
      const sectionName = t(`sections.${section}`);
      if (profile[`is_${section}_information_complete`]) toast.success(t("saved", { section: sectionName }));
      else toast.show({ kind: "success", message: t("savedIncomplete", { section: sectionName }), action: { label: t("seeWhatIsMissing"), onClick: () => showSection(section) } });
      router.refresh();
      return profile;
    } catch (error) {
      if (!onFieldErrors?.(error)) toast.error(ofApiError(error));
      return null;
    }
  };
}
