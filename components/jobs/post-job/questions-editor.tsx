"use client";

import { useTranslations } from "next-intl";

import { FieldError, formControlClasses } from "@/components/forms/fields";
import type { ControlBinding } from "@/components/forms/use-form";
import { buttonClasses } from "@/components/ui/button";
import { ChevronDownIcon, CloseIcon } from "@/components/ui/icons";
import { MAX_CHOICES, MAX_QUESTIONS, QUESTION_TEXT_MAX, CHOICE_MAX } from "@/lib/jobs/job-post-schema";

export type QuestionRow = { _id?: string; text: string; type: string; is_required: boolean; options: string[]; knockout_answer: string | null };
const questionTypes = ["yes_no", "text", "single_choice", "number", "video_link"] as const;
type QuestionTypeValue = (typeof questionTypes)[number];

const blankQuestion = (): QuestionRow => ({ text: "", type: "yes_no", is_required: true, options: [], knockout_answer: null });

/**
 * Screening questions: text, answer type, required, the choices of a one-choice question, and a
 * knock-out answer where the type has one. Reorderable with buttons (keyboard-friendly).
 */
export function QuestionsEditor({ control }: { control: ControlBinding<QuestionRow[]> }) {
  const t = useTranslations("PostJob");
  const { id, value, setValue, error, attach } = control;

  const update = (index: number, change: Partial<QuestionRow>) => setValue(value.map((question, at) => (at === index ? { ...question, ...change } : question)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    setValue(next);
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t("questions")}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-sm text-slate-500 dark:text-slate-400">
        {t("questionsHint")}
      </p>
      <ol className="flex flex-col gap-3">
        {value.map((question, index) => {
          const number = index + 1;
          const fieldId = `${id}-${index}`;
          return (
            <li key={question._id ?? index} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950">
              <div className="flex items-center gap-1">
                <h3 className="flex-1 text-sm font-semibold">{t("question", { number })}</h3>
                <IconButton label={t("moveUp", { number })} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ChevronDownIcon className="size-4 rotate-180" />
                </IconButton>
                <IconButton label={t("moveDown", { number })} disabled={index === value.length - 1} onClick={() => move(index, 1)}>
                  <ChevronDownIcon className="size-4" />
                </IconButton>
                <IconButton label={t("removeQuestion", { number })} onClick={() => setValue(value.filter((_, at) => at !== index))}>
                  <CloseIcon className="size-4" />
                </IconButton>
              </div>
              <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
                {t("questionText")}
                <input
                  ref={index === 0 ? attach : undefined}
                  id={`${fieldId}-text`}
                  value={question.text}
                  maxLength={QUESTION_TEXT_MAX}
                  onChange={(event) => update(index, { text: event.target.value })}
                  className={`${formControlClasses} h-11 font-normal`}
                />
              </label>
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <label className="flex flex-1 flex-col gap-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
                  {t("questionType")}
                  <select
                    value={question.type}
                    onChange={(event) => {
                      const type = event.target.value as QuestionTypeValue;
                      update(index, { type, options: type === "single_choice" ? (question.options.length > 0 ? question.options : ["", ""]) : [], knockout_answer: null });
                    }}
                    className={`${formControlClasses} h-11 font-normal`}
                  >
                    {questionTypes.map((type) => (
                      <option key={type} value={type}>
                        {t(`questionTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex h-11 items-center gap-2 text-sm font-medium">
                  <input type="checkbox" checked={question.is_required} onChange={(event) => update(index, { is_required: event.target.checked })} className="size-4 accent-brand-600" />
                  {t("required")}
                </label>
              </div>
              {question.type === "single_choice" ? <ChoicesEditor question={question} onChange={(change) => update(index, change)} /> : null}
              <KnockoutField question={question} onChange={(knockout_answer) => update(index, { knockout_answer })} />
            </li>
          );
        })}
      </ol>
      {value.length < MAX_QUESTIONS ? (
        <button type="button" onClick={() => setValue([...value, blankQuestion()])} className={buttonClasses({ variant: "secondary", size: "sm", className: "self-start" })}>
          {t("addQuestion")}
        </button>
      ) : null}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

function ChoicesEditor({ question, onChange }: { question: QuestionRow; onChange: (change: Partial<QuestionRow>) => void }) {
  const t = useTranslations("PostJob");
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("choices")}</legend>
      {question.options.map((option, index) => (
        <div key={index} className="flex items-center gap-2">
          <input
            value={option}
            maxLength={CHOICE_MAX}
            placeholder={t("choicePlaceholder", { number: index + 1 })}
            aria-label={t("choicePlaceholder", { number: index + 1 })}
            onChange={(event) => onChange({ options: question.options.map((current, at) => (at === index ? event.target.value : current)), knockout_answer: null })}
            className={`${formControlClasses} h-10`}
          />
          <IconButton label={t("removeChoice", { number: index + 1 })} onClick={() => onChange({ options: question.options.filter((_, at) => at !== index), knockout_answer: null })}>
            <CloseIcon className="size-4" />
          </IconButton>
        </div>
      ))}
      {question.options.length < MAX_CHOICES ? (
        <button type="button" onClick={() => onChange({ options: [...question.options, ""] })} className="self-start text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t("addChoice")}
        </button>
      ) : null}
    </fieldset>
  );
}

/** Yes/no and one-choice questions knock out on an answer; number questions below a minimum. */
function KnockoutField({ question, onChange }: { question: QuestionRow; onChange: (value: string | null) => void }) {
  const t = useTranslations("PostJob");
  if (question.type === "text" || question.type === "video_link") return null;
  const selectClasses = `${formControlClasses} h-10 font-normal sm:w-64`;
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
      {t("knockout")}
      {question.type === "number" ? (
        <input type="number" inputMode="decimal" value={question.knockout_answer ?? ""} onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)} className={selectClasses} />
      ) : (
        <select value={question.knockout_answer ?? ""} onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)} className={selectClasses}>
          <option value="">{t("noKnockout")}</option>
          {(question.type === "yes_no" ? [{ value: "yes", label: t("yes") }, { value: "no", label: t("no") }] : question.options.filter(Boolean).map((option) => ({ value: option, label: option }))).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      <span className="text-sm font-normal text-slate-500 dark:text-slate-400">{question.type === "number" ? t("knockoutNumberHint") : t("knockoutHint")}</span>
    </label>
  );
}

function IconButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-200 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {children}
    </button>
  );
}
