"use client";

import { useTranslations } from "next-intl";

import { TextField } from "@/components/forms/fields";
import type { FieldBinding } from "@/components/forms/use-form";

/** Start and end dates of a position or a study; an empty end means it goes on. */
export function EntryDates({ start, end, endLabel }: { start: FieldBinding; end: FieldBinding; endLabel: string }) {
  const t = useTranslations("CandidateProfile");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField field={start} label={t("startDate")} type="date" />
      <TextField field={end} label={endLabel} type="date" isOptional hint={t("endDateHint")} />
    </div>
  );
}

