"use client";

import { useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";

import { FormAlert } from "@/components/forms/form-alert";
import { SelectField, TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm, type ControlBinding, type FieldBinding } from "@/components/forms/use-form";
import { PlanLimitDialog, planLimitOf, type PlanLimit } from "@/components/plans/plan-limit-dialog";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import type { JobFormState } from "@/lib/jobs/job-form-state";
import { jobFormSchema, JOB_TITLE_MAX } from "@/lib/jobs/job-post-schema";
import { EMPLOYER_JOBS_PATH } from "@/lib/navigation/paths";

import { PlacesEditor, TimezoneWindowEditor, type CountryGroupOption, type PlaceOption } from "./eligibility-editor";
import { JobPreview } from "./job-preview";
import { LanguagesEditor } from "./languages-editor";
import { QuestionsEditor } from "./questions-editor";
import { RichTextEditor } from "./rich-text-editor";
import { SalaryEditor } from "./salary-editor";
import { SkillPicker } from "./skill-picker";

export type PostJobOptions = {
  companies: { _id: string; name: string; logo: string | null }[];
  industries: PlaceOption[];
  regions: PlaceOption[];
  countryGroups: CountryGroupOption[];
  skills: string[];
  languages: { name: string; label: string }[];
  currencies: string[];
};

/** Which fields each step shows: Next checks them with the form's schema before moving on. */
const steps = [
  { key: "basics", fields: ["company", "job_title", "industry", "job_type", "description"] },
  { key: "requirements", fields: ["skills", "languages"] },
  { key: "where", fields: ["salary", "regions", "eligible_countries", "timezone_window"] },
  { key: "screening", fields: ["questions", "public", "expires_at"] },
  { key: "preview", fields: [] },
] as const satisfies readonly { key: string; fields: readonly (keyof JobFormState)[] }[];

const jobTypes = ["full_time", "part_time", "contract", "freelance", "internship", "temporary"] as const;
const jobTypeLabel = { full_time: "fullTime", part_time: "partTime", contract: "contract", freelance: "freelance", internship: "internship", temporary: "temporary" } as const;

type Intent = "draft" | "open" | "save";

/**
 * The post-a-job form (employers/post-job): four steps and a preview, each step checked by the
 * schema POST /api/posts parses. New jobs are saved as a draft or published; an existing job
 * (`jobId`) is saved as it is, or published when it is a draft. A publish past the plan's limit
 * shows the plan dialog, which can keep the work as a draft instead.
 */
export function PostJobForm({ options, initialValues, jobId, jobStatus }: { options: PostJobOptions; initialValues: JobFormState; jobId?: string; jobStatus?: string }) {
  const t = useTranslations("PostJob");
  const labels = useTranslations("JobLabels");
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const errors = useErrorMessage();
  const form = useForm({ schema: jobFormSchema, initialValues });
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [planLimit, setPlanLimit] = useState<PlanLimit | null>(null);
  // The submit handler reads which button was pressed from the ref; the buttons' spinner from the state.
  const intent = useRef<Intent>("draft");
  const [pressed, setPressed] = useState<Intent>("draft");
  const choose = (next: Intent) => () => {
    intent.current = next;
    setPressed(next);
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = steps[step]!;
  const isLast = step === steps.length - 1;
  const company = options.companies.find((candidate) => candidate._id === form.values.company) ?? null;

  function goTo(next: number) {
    setStep(next);
    setFailure(null);
    // The new step's heading takes the focus, so a screen reader says where we are.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function next() {
    if (form.hasErrorsIn(current.fields)) {
      form.revealErrors(current.fields);
      setFailure(t("stepHasErrors"));
      return;
    }
    goTo(step + 1);
  }

  async function save(status: Intent) {
    const body = status === "save" ? form.values : { ...form.values, status };
    const path = jobId ? `posts/${jobId}?locale=${locale}` : `posts?locale=${locale}`;
    try {
      await apiRequest(jobId ? "PUT" : "POST", path, body);
      toast.success(status === "open" ? t("published") : status === "draft" ? t("draftSaved") : t("changesSaved"));
      router.push(EMPLOYER_JOBS_PATH);
      return "leaving" as const;
    } catch (error) {
      const limit = planLimitOf(error);
      if (limit) return setPlanLimit(limit);
      if (form.showApiErrors(error)) {
        const failedStep = steps.findIndex((candidate) => (candidate.fields as readonly string[]).some((field) => isApiError(error) && JSON.stringify(error.details?.fields ?? []).includes(`"path":"${field}`)));
        if (failedStep >= 0) setStep(failedStep);
        return;
      }
      setFailure(errors.ofApiError(error));
    }
  }

  const submit = form.handleSubmit(() => save(intent.current));
  const canSaveDraft = !jobId || jobStatus === "draft";

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <ol className="flex gap-1.5" aria-label={t("stepOf", { step: step + 1, count: steps.length })}>
        {steps.map((candidate, index) => (
          <li key={candidate.key} className="flex flex-1 flex-col gap-1.5">
            <span className={`h-1.5 rounded-full ${index <= step ? "bg-brand-600" : "bg-slate-200 dark:bg-slate-800"}`} />
            <span className={`hidden text-xs font-medium sm:block ${index === step ? "text-brand-700 dark:text-brand-300" : "text-slate-500 dark:text-slate-400"}`} aria-current={index === step ? "step" : undefined}>
              {t(`steps.${candidate.key}`)}
            </span>
          </li>
        ))}
      </ol>

      <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900">
        <header className="flex flex-col gap-0.5">
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{t("stepOf", { step: step + 1, count: steps.length })}</p>
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t(`steps.${current.key}`)}
          </h2>
        </header>

        {current.key === "basics" ? (
          <>
            <SelectField field={form.field("company")} label={t("company")} options={options.companies.map((option) => ({ value: option._id, label: option.name }))} disabled={Boolean(jobId)} />
            <TextField field={form.field("job_title")} label={t("jobTitle")} placeholder={t("jobTitlePlaceholder")} maxLength={JOB_TITLE_MAX} />
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                field={asTextField(form.control("industry"), (value) => value ?? "", (raw) => (raw === "" ? null : raw))}
                label={t("industry")}
                isOptional
                options={[{ value: "", label: t("noIndustry") }, ...options.industries.map((option) => ({ value: option.slug, label: option.name }))]}
              />
              <SelectField
                field={form.field("job_type")}
                label={t("jobType")}
                options={jobTypes.map((type) => ({ value: type, label: labels(jobTypeLabel[type]) }))}
              />
            </div>
            <RichTextEditor control={form.control("description")} label={t("description")} hint={t("descriptionHint")} />
          </>
        ) : null}

        {current.key === "requirements" ? (
          <>
            <SkillPicker control={form.control("skills")} label={t("skills")} hint={t("skillsHint")} catalogue={options.skills} />
            <LanguagesEditor control={form.control("languages")} options={options.languages} />
          </>
        ) : null}

        {current.key === "where" ? (
          <>
            <SalaryEditor control={form.control("salary")} currencies={options.currencies} />
            <fieldset className="flex flex-col gap-3">
              <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t("eligibility")}</legend>
              <p className="-mt-1 text-sm text-slate-500 dark:text-slate-400">{t("eligibilityHint")}</p>
              <PlacesEditor regions={form.control("regions")} countries={form.control("eligible_countries")} regionOptions={options.regions} countryGroups={options.countryGroups} />
            </fieldset>
            <TimezoneWindowEditor control={form.control("timezone_window")} />
          </>
        ) : null}

        {current.key === "screening" ? (
          <>
            <QuestionsEditor control={form.control("questions")} />
            <VisibilityChoice value={form.values.public} onChange={(value) => form.setValue("public", value)} />
            <TextField
              field={asTextField(form.control("expires_at"), (value) => value ?? "", (raw) => (raw === "" ? null : raw))}
              label={t("expiresAt")}
              hint={t("expiresAtHint")}
              isOptional
              inputClassName="sm:w-56"
              type="date"
            />
          </>
        ) : null}

        {current.key === "preview" ? (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("previewNote")}</p>
            <JobPreview
              values={form.values}
              company={company}
              industries={options.industries}
              regions={options.regions}
              countryGroups={options.countryGroups}
              languageLabel={(name) => options.languages.find((language) => language.name === name)?.label ?? name}
            />
          </>
        ) : null}

        {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
      </section>

      {/* One row down to 375 px: compact buttons under 640 px keep the bar from covering the form. */}
      <div data-sticky-actions className="sticky bottom-16 z-10 flex items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 p-2 shadow-sm backdrop-blur max-sm:gap-1 max-sm:[&_button]:px-2 max-sm:[&_button]:text-sm sm:p-3 md:bottom-4 dark:border-slate-800 dark:bg-slate-900/95">
        {step > 0 ? (
          <button type="button" onClick={() => goTo(step - 1)} className={buttonClasses({ variant: "ghost" })}>
            {t("back")}
          </button>
        ) : null}
        <div className="ml-auto flex gap-2">
          {canSaveDraft ? (
            <SubmitAs onPress={choose("draft")} label={t("saveDraft")} variant="outline" isPending={form.isPending && pressed === "draft"} isDisabled={form.isPending} />
          ) : null}
          {jobId && !canSaveDraft ? <SubmitAs onPress={choose("save")} label={t("saveChanges")} variant={isLast ? "primary" : "outline"} isPending={form.isPending && pressed === "save"} isDisabled={form.isPending} /> : null}
          {isLast ? (
            canSaveDraft ? <SubmitAs onPress={choose("open")} label={t("publish")} variant="primary" isPending={form.isPending && pressed === "open"} isDisabled={form.isPending} /> : null
          ) : (
            <button type="button" onClick={next} className={buttonClasses({ variant: "primary" })}>
              {t("next")}
            </button>
          )}
        </div>
      </div>

      <PlanLimitDialog
        limit={planLimit}
        onClose={() => setPlanLimit(null)}
        onSaveDraft={
          canSaveDraft
            ? () => {
                setPlanLimit(null);
                void save("draft");
              }
            : undefined
        }
      />
    </form>
  );
}

/** A control whose value is not a string (null, an object) as a text control: how it reads and writes. */
function asTextField<T>(binding: ControlBinding<T>, read: (value: T) => string, write: (raw: string) => T): FieldBinding {
  return { ...binding, value: read(binding.value), setValue: (raw) => binding.setValue(write(raw)), onChange: (event) => binding.setValue(write(event.target.value)) };
}

/** A submit button that says which status the job is saved with. */
function SubmitAs({ onPress, label, variant, isPending, isDisabled }: { onPress: () => void; label: string; variant: "primary" | "outline"; isPending: boolean; isDisabled: boolean }) {
  const t = useTranslations("PostJob");
  return (
    <button type="submit" onClick={onPress} disabled={isDisabled} className={buttonClasses({ variant })}>
      {isPending ? (
        <>
          <Spinner className="size-4" />
          {t("saving")}
        </>
      ) : (
        label
      )}
    </button>
  );
}

/** Spec 3's visibility options: Public (true, the default) and Private (false). */
function VisibilityChoice({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  const t = useTranslations("PostJob");
  const choices = [
    { value: true, label: t("public"), hint: t("publicHint") },
    { value: false, label: t("private"), hint: t("privateHint") },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("visibility")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.label}
            className={`flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors ${value === choice.value ? "border-brand-500 bg-brand-50/60 dark:border-brand-400 dark:bg-brand-900/30" : "border-slate-200 hover:border-slate-300 dark:border-slate-800 dark:hover:border-slate-700"}`}
          >
            <input type="radio" name="visibility" checked={value === choice.value} onChange={() => onChange(choice.value)} className="mt-0.5 size-4 accent-brand-600" />
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold">{choice.label}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
