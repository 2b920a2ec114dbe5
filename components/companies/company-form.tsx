"use client";

import { useTranslations } from "next-intl";

import { SelectField, TextAreaField, TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { CompanyWire } from "@/lib/companies/company-wire";
import { COMPANY_DESCRIPTION_MAX_LENGTH, COMPANY_LINK_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, companyFormSchema, companySizes, socialNetworks, type CompanyFormValues } from "@/lib/companies/schemas";

type Option = { value: string; label: string };

export type CompanyFormProps = {
  /** The company being edited; none to create one. */
  company?: CompanyWire;
  industries: readonly Option[];
  countries: readonly Option[];
  /** Members who are not the owner see the values without being able to change them. */
  isReadOnly?: boolean;
};

function valuesOf(company: CompanyWire | undefined): CompanyFormValues {
  const text = (value: string | number | null | undefined) => (value == null ? "" : String(value));
  return {
    name: text(company?.name),
    website: text(company?.website),
    email_domain: text(company?.email_domain),
    size: text(company?.size),
    industry_id: text(company?.industry_id),
    country_id: text(company?.country_id),
    description: text(company?.description),
    description_es: text(company?.description_es),
    linkedin: text(company?.social_links.linkedin),
    x: text(company?.social_links.x),
    facebook: text(company?.social_links.facebook),
    instagram: text(company?.social_links.instagram),
    github: text(company?.social_links.github),
  };
}

/** "social_links.github" is the GitHub field; other paths name their field. */
function formFieldOf({ path }: { path?: unknown }): string | null {
  if (typeof path !== "string") return null;
  const [head, tail] = path.split(".");
  return head === "social_links" ? (tail ?? null) : (head ?? null);
}

/**
 * The company's profile: POST /api/companies to create it (then its page opens, for the logo and
 * colleagues), PUT /api/companies/{id} to edit it. An emptied field clears the value.
 */
export function CompanyForm({ company, industries, countries, isReadOnly = false }: CompanyFormProps) {
  const t = useTranslations("Companies.form");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const form = useForm({ schema: companyFormSchema, initialValues: valuesOf(company) });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (company) {
        const saved = await apiRequest<CompanyWire>("PUT", `companies/${company._id}`, body);
        form.reset(valuesOf(saved));
        toast.success(t("saved"));
        router.refresh();
        return;
      }
      const created = await apiRequest<CompanyWire>("POST", "companies", body);
      toast.success(t("created", { name: created.name }));
      router.push(`/home/companies/${created._id}`);
      return "leaving";
    } catch (error) {
      if (!form.showApiErrors(error, formFieldOf)) toast.error(ofApiError(error));
    }
  });

  const sizeOptions = [{ value: "", label: t("sizeNone") }, ...companySizes.map((size) => ({ value: size, label: t("sizeOption", { size }) }))];
  const industryOptions = [{ value: "", label: t("industryNone") }, ...industries];
  const countryOptions = [{ value: "", label: t("countryNone") }, ...countries];

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <fieldset disabled={isReadOnly} className="flex min-w-0 flex-col gap-5">
        <TextField field={form.field("name")} label={t("name")} autoComplete="organization" maxLength={COMPANY_NAME_MAX_LENGTH} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={form.field("website")} label={t("website")} isOptional type="url" inputMode="url" autoComplete="url" placeholder={t("websitePlaceholder")} maxLength={COMPANY_LINK_MAX_LENGTH} />
          <TextField field={form.field("email_domain")} label={t("emailDomain")} isOptional inputMode="url" autoComplete="off" placeholder={t("emailDomainPlaceholder")} hint={t("emailDomainHint")} />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField field={form.field("size")} label={t("size")} isOptional options={sizeOptions} />
          <SelectField field={form.field("industry_id")} label={t("industry")} isOptional options={industryOptions} />
          <SelectField field={form.field("country_id")} label={t("country")} isOptional options={countryOptions} />
        </div>
        <TextAreaField field={form.field("description")} label={t("description")} isOptional rows={5} maxLength={COMPANY_DESCRIPTION_MAX_LENGTH} hint={t("descriptionHint", { max: COMPANY_DESCRIPTION_MAX_LENGTH })} />
        <TextAreaField field={form.field("description_es")} label={t("descriptionEs")} isOptional rows={5} maxLength={COMPANY_DESCRIPTION_MAX_LENGTH} />
        <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("socialTitle")}</legend>
          <p className="-mt-2 text-sm text-slate-500 dark:text-slate-400">{t("socialLead")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {socialNetworks.map((network) => (
              <TextField key={network} field={form.field(network)} label={t(`social.${network}`)} isOptional type="url" inputMode="url" maxLength={COMPANY_LINK_MAX_LENGTH} />
            ))}
          </div>
        </fieldset>
      </fieldset>
      {isReadOnly ? null : (
        <div>
          <SubmitButton {...form.submit} className="w-full sm:w-auto" label={company ? t("save") : t("create")} pendingLabel={company ? t("saving") : t("creating")} />
        </div>
      )}
    </form>
  );
}
