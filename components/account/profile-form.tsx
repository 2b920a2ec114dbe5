"use client";

import { useTranslations } from "next-intl";

import { TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { AccountUser } from "@/lib/users/account-user";
import { personalInformationSchema } from "@/lib/users/schemas";

export type ProfileFormProps = { userId: string; firstName: string | null; lastName: string | null };

/** First and last name (PUT /api/users/{id}); the navbar shows the new name once saved. */
export function ProfileForm({ userId, firstName, lastName }: ProfileFormProps) {
  const t = useTranslations("Profile");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const form = useForm({ schema: personalInformationSchema, initialValues: { first_name: firstName ?? "", last_name: lastName ?? "" } });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const user = await apiRequest<AccountUser>("PUT", `users/${userId}`, data);
      form.reset({ first_name: user.personal_information.first_name ?? "", last_name: user.personal_information.last_name ?? "" });
      toast.success(t("saved"));
      router.refresh();
    } catch (error) {
      if (!form.showApiErrors(error)) toast.error(ofApiError(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={form.field("first_name")} label={t("firstName")} autoComplete="given-name" />
        <TextField field={form.field("last_name")} label={t("lastName")} autoComplete="family-name" />
      </div>
      <div>
        <SubmitButton {...form.submit} className="w-full sm:w-auto" label={t("save")} pendingLabel={t("saving")} />
      </div>
    </form>
  );
}
