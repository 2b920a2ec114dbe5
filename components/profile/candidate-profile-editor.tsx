import { getTranslations } from "next-intl/server";

import { ProfilePicture } from "@/components/account/profile-picture";
import { CvPanel } from "@/components/profile/cv-panel";
import { EducationSection } from "@/components/profile/education-section";
import { ExperienceSection } from "@/components/profile/experience-section";
import { PersonalForm } from "@/components/profile/personal-form";
import { ProficiencyForm } from "@/components/profile/proficiency-form";
import { ProfessionalForm } from "@/components/profile/professional-form";
import { ProfileCompletion, ProfileSectionCard } from "@/components/profile/profile-completion";
import { Link } from "@/i18n/navigation";
import { nextMissingSection } from "@/lib/profile/completion";
import type { ProfilePage } from "@/lib/profile/load-profile-page";
import { personalFormValues, proficiencyFormValues, professionalFormValues } from "@/lib/profile/profile-form-state";

/** The candidate's profile page: the completion bar, then the five sections (and the CV) as cards. */
export async function CandidateProfileEditor({ page }: { page: ProfilePage }) {
  const t = await getTranslations("CandidateProfile");
  const { profile, missing, options } = page;
  const flags = {
    personal: profile.is_personal_information_complete,
    professional: profile.is_professional_information_complete,
    proficiency: profile.is_proficiency_information_complete,
    experience: profile.is_experience_information_complete,
    academic: profile.is_academic_information_complete,
  };
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("lead")}</p>
        </div>
        <Link
          href={`/home/candidate-profile/${profile._id}`}
          className="text-sm font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
        >
          {t("previewLink")}
        </Link>
      </div>
      <ProfileCompletion percent={profile.profile_completion} next={nextMissingSection(flags)} />
      <ProfileSectionCard section="personal" isComplete={flags.personal} missing={missing.personal}>
        <div className="flex flex-col gap-6">
          <ProfilePicture userId={profile._id} src={profile.personal_information.profile_pic} />
          <hr className="border-slate-200 dark:border-slate-800" />
          <PersonalForm userId={profile._id} initialValues={personalFormValues(profile)} phoneVerified={profile.phone_verified} options={options} />
        </div>
      </ProfileSectionCard>
      <ProfileSectionCard section="professional" isComplete={flags.professional} missing={missing.professional}>
        <ProfessionalForm userId={profile._id} initialValues={professionalFormValues(profile)} options={options} />
      </ProfileSectionCard>
      <CvPanel userId={profile._id} cv={profile.cv && { fileName: profile.cv.file_name, uploadedAt: profile.cv.uploaded_at, downloadUrl: profile.cv.download_url }} />
      <ProfileSectionCard section="proficiency" isComplete={flags.proficiency} missing={missing.proficiency}>
        <ProficiencyForm userId={profile._id} initialValues={proficiencyFormValues(profile)} options={options} />
      </ProfileSectionCard>
      <ProfileSectionCard section="experience" isComplete={flags.experience} missing={missing.experience}>
        <ExperienceSection userId={profile._id} entries={profile.experiences} />
      </ProfileSectionCard>
      <ProfileSectionCard section="academic" isComplete={flags.academic} missing={missing.academic}>
        <EducationSection userId={profile._id} entries={profile.educations} />
      </ProfileSectionCard>
    </>
  );
}
