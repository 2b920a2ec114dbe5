"use client";

import { useTranslations } from "next-intl";

import { SelectField, TextField } from "@/components/forms/fields";
import { timeZoneLabel, useTimeZoneNames } from "@/components/forms/use-time-zone-names";
import { useForm, type FieldBinding } from "@/components/forms/use-form";
import { PhoneVerification } from "@/components/profile/phone-verification";
import { useSaveProfile } from "@/components/profile/use-save-profile";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ProfileOptions } from "@/lib/profile/load-profile-page";
import { personalFormSchema, type PersonalFormValues } from "@/lib/profile/form-schemas";
import { personalFormValues } from "@/lib/profile/profile-form-state";

export type PersonalFormProps = {
  userId: string;
  initialValues: PersonalFormValues;
  phoneVerified: boolean;
  options: Pick<ProfileOptions, "countryGroups">;
};

/** Names, where the candidate lives and works from, and the phone (verified by SMS below it). */
export function PersonalForm({ userId, initialValues, phoneVerified, options }: PersonalFormProps) {
  const t = useTranslations("CandidateProfile");
  const form = useForm({ schema: personalFormSchema, initialValues });
  const save = useSaveProfile(userId, "personal");
  const timeZones = useTimeZoneNames(form.values.timezone);

  const onSubmit = form.handleSubmit(async () => {
    const { first_name, last_name, ...rest } = form.values;
    const saved = await save({ personal_information: { first_name, last_name }, ...rest }, (error) =>
      form.showApiErrors(error, (issue) => (typeof issue.path === "string" ? (issue.path.split(".").at(-1) ?? null) : null)),
    );
    if (saved) form.reset(personalFormValues(saved));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={form.field("first_name")} label={t("firstName")} autoComplete="given-name" />
        <TextField field={form.field("last_name")} label={t("lastName")} autoComplete="family-name" />
        <CountrySelect field={form.field("country")} label={t("country")} placeholder={t("chooseCountry")} groups={options.countryGroups} />
        <TextField field={form.field("city")} label={t("city")} autoComplete="address-level2" maxLength={120} />
        <SelectField
          field={form.field("timezone")}
          label={t("timezone")}
          options={[{ value: "", label: t("chooseTimezone") }, ...timeZones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }))]}
        />
        <div className="flex flex-col gap-3">
          <TextField field={form.field("phone")} label={t("phone")} type="text" inputMode="tel" autoComplete="tel" hint={t("phoneHint")} maxLength={32} />
          <PhoneVerification userId={userId} phone={initialValues.phone || null} verified={phoneVerified} />
        </div>
      </div>
      <div>
        <SubmitButton {...form.submit} className="w-full sm:w-auto" label={t("save")} pendingLabel={t("saving")} />
      </div>
    </form>
  );
}

/** Countries grouped by region, each with its flag. */
function CountrySelect({ field, label, placeholder, groups }: { field: FieldBinding; label: string; placeholder: string; groups: ProfileOptions["countryGroups"] }) {
  return (
    <SelectField field={field} label={label}>
      <option value="">{placeholder}</option>
      {groups.map((group) => (
        <optgroup key={group.region} label={group.region}>
          {group.countries.map((option) => (
            <option key={option.slug} value={option.slug}>
              {`${option.flag} ${option.name}`}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
