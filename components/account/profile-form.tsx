"use client";

import { useTranslations } from "next-intl";

import { accountErrorKey } from "@/components/account/account-errors";
import { TextField } from "@/components/account/form-field";
import { useSchemaForm } from "@/components/account/use-schema-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import type { AccountUser } from "@/lib/users/account-user";
import { personalInformationSchema } from "@/lib/users/schemas";

export type ProfileFormProps = { userId: string; firstName: string | null; lastName: string | null };

/** First and last name (PUT /api/users/{id}); the navbar shows the new name once saved. */
export function ProfileForm({ userId, firstName, lastName }: ProfileFormProps) {
  const t = useTranslations("Profile");
  const tErrors = useTranslations("AccountSettings.errors");
  const toast = useToast();
  const router = useRouter();
  const form = useSchemaForm(personalInformationSchema, { first_name: firstName ?? "", last_name: lastName ?? "" });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const user = await apiRequest<AccountUser>("PUT", `users/${userId}`, data);
      form.reset({ first_name: user.personal_information.first_name ?? "", last_name: user.personal_information.last_name ?? "" });
      toast.success(t("saved"));
      router.refresh();
    } catch (error) {
      if (isApiError(error) && error.code === "validation_failed" && form.showServerIssues(error.details?.fields)) return;
      toast.error(tErrors(accountErrorKey(error)));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={form.field("first_name")} label={t("firstName")} autoComplete="given-name" />
        <TextField field={form.field("last_name")} label={t("lastName")} autoComplete="family-name" />
      </div>
      <div>
        <SubmitButton className="w-full sm:w-auto" isPending={form.isPending} label={t("save")} pendingLabel={t("saving")} />
      </div>
    </form>
  );
}
