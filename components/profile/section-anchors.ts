import type { ProfileSectionKey } from "@/lib/profile/completion";

/** The profile page's section cards, by their anchors (the completion prompt and toasts lead to them). */
export const sectionAnchor: Record<ProfileSectionKey, string> = {
  personal: "personal-information",
  professional: "professional-information",
  proficiency: "proficiency-information",
  experience: "experience-information",
  academic: "academic-information",
};
