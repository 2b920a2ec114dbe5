"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { SelectField, TextField } from "@/components/forms/fields";
import { useForm } from "@/components/forms/use-form";
import { CheckboxGroup } from "@/components/profile/checkbox-group";
import { useSaveProfile } from "@/components/profile/use-save-profile";
import { CheckIcon } from "@/components/ui/icons";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiRequest } from "@/lib/api/client";
import { professionalBody, professionalFieldOf, professionalFormSchema, type ProfessionalFormValues } from "@/lib/profile/form-schemas";
import type { ProfileOptions } from "@/lib/profile/load-profile-page";
import { MAX_INDUSTRIES, MAX_YEARS_OF_EXPERIENCE, wireAvailabilities, wireJobTypes, wireSalaryPeriods, wireSeniorities } from "@/lib/profile/schemas";
import { recogniseVideoLink } from "@/lib/video-links/video-link-forms";

export type ProfessionalFormProps = {
  userId: string;
  initialValues: ProfessionalFormValues;
  options: Pick<ProfileOptions, "industries" | "currencies">;
};

/** What the candidate does and wants: headline, seniority, years, industries, pay, job types, availability, video. */
export function ProfessionalForm({ userId, initialValues, options }: ProfessionalFormProps) {
  const t = useTranslations("CandidateProfile");
  const formErrors = useTranslations("FormErrors");
  const form = useForm({ schema: professionalFormSchema, initialValues });
  const save = useSaveProfile(userId, "professional");
  const [videoCheck, setVideoCheck] = useState<"idle" | "checking" | "valid">("idle");
  const choose = (label: string) => ({ value: "", label });

  async function checkVideo() {
    const url = form.values.video_link.trim();
    if (url === "" || !recogniseVideoLink(url)) return setVideoCheck("idle");
    setVideoCheck("checking");
    try {
      const answer = await apiRequest<{ valid: boolean }>("GET", `users/check-video-link?url=${encodeURIComponent(url)}`);
      if (form.values.video_link.trim() !== url) return;
      if (answer.valid) setVideoCheck("valid");
      else {
        setVideoCheck("idle");
        form.setFieldError("video_link", formErrors("invalidLink"));
      }
    } catch {
      setVideoCheck("idle");
    }
  }

  const onSubmit = form.handleSubmit(async () => {
    await save(professionalBody(form.values), (error) => form.showApiErrors(error, (issue) => (typeof issue.path === "string" ? professionalFieldOf(issue.path) : null)));
  });

  const video = form.field("video_link");
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField field={form.field("title")} label={t("headline")} hint={t("headlineHint")} maxLength={120} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField field={form.field("seniority")} label={t("seniority")} options={[choose(t("chooseSeniority")), ...wireSeniorities.map((value) => ({ value, label: t(`seniorities.${value}`) }))]} />
        <TextField field={form.field("years_of_experience")} label={t("yearsOfExperience")} type="number" inputMode="numeric" hint={t("yearsHint", { max: MAX_YEARS_OF_EXPERIENCE })} />
      </div>
      <CheckboxGroup control={form.control("industries")} label={t("industries")} hint={t("industriesHint", { max: MAX_INDUSTRIES })} max={MAX_INDUSTRIES} options={options.industries.map((industry) => ({ value: industry.slug, label: industry.name }))} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("salary")}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <TextField field={form.field("salary_from")} label={t("salaryFrom")} type="number" inputMode="numeric" />
          <TextField field={form.field("salary_to")} label={t("salaryTo")} type="number" inputMode="numeric" isOptional />
          <SelectField field={form.field("currency")} label={t("currency")} options={options.currencies.map((code) => ({ value: code, label: code }))} />
          <SelectField field={form.field("frequency")} label={t("frequency")} options={wireSalaryPeriods.map((value) => ({ value, label: t(`frequencies.${value}`) }))} />
        </div>
      </fieldset>
      <CheckboxGroup control={form.control("job_types")} label={t("jobTypes")} options={wireJobTypes.map((value) => ({ value, label: t(`jobTypeNames.${value}`) }))} />
      <SelectField field={form.field("availability")} label={t("availability")} options={[choose(t("chooseAvailability")), ...wireAvailabilities.map((value) => ({ value, label: t(`availabilities.${value}`) }))]} />
      <div className="flex flex-col gap-1.5" onBlur={() => void checkVideo()}>
        <TextField
          field={{ ...video, onChange: (event) => (setVideoCheck("idle"), video.onChange(event)) }}
          label={t("videoLink")}
          type="url"
          inputMode="url"
          hint={t("videoLinkHint")}
          isOptional
          placeholder={t("videoLinkPlaceholder")}
        />
        {videoCheck === "valid" ? (
          <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-green-700 dark:text-green-400">
            <CheckIcon className="size-4" />
            {t("videoLinkValid")}
          </p>
        ) : videoCheck === "checking" ? (
          <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
            {t("videoLinkChecking")}
          </p>
        ) : null}
      </div>
      <div>
        <SubmitButton {...form.submit} className="w-full sm:w-auto" label={t("save")} pendingLabel={t("saving")} />
      </div>
    </form>
  );
}
