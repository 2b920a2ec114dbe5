import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { PremiumPageClient } from "@/components/payments/premium-page-client";
import { BackLink } from "@/components/ui/back-link";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { getPaymentsMode, getPublishableKey } from "@/lib/payments/payments-mode";

import { companyFor } from "./company-for";

export async function generateMetadata({ params }: PageProps<"/[locale]/home/premium/[companyId]/[companyName]">): Promise<Metadata> {
  const [t, { companyName }] = await Promise.all([getTranslations("Payments"), params]);
  return { title: t("metaTitle", { company: decodeURIComponent(companyName) }) };
}

/**
 * The premium page of one company (spec 2: premium/{companyId}/{companyName}): its plan and use,
 * the plans, checkout, plan changes and cancellation for its owners, and its payments. Members
 * see it read-only; people outside the company find no such page.
 */
export default async function Page({ params }: PageProps<"/[locale]/home/premium/[companyId]/[companyName]">) {
  const { companyId: id, companyName } = await params;
  const viewer = await requirePageAccess(`/home/premium/${id}/${companyName}`);
  const [t, company] = await Promise.all([getTranslations("Payments"), companyFor(viewer, id)]);
  const isOwner = company.members.some((member) => member._id === viewer.id && member.role === "owner");

  return (
    <ClientTexts page="premium">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <header className="flex flex-col gap-1">
          <BackLink href={`/home/companies/${company._id}`}>{t("backToCompany")}</BackLink>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
          <p className="text-slate-600 dark:text-slate-400">{t("lead", { company: company.name })}</p>
        </header>
        <PremiumPageClient company={{ id: company._id, name: company.name }} isOwner={isOwner} mode={getPaymentsMode()} publishableKey={getPublishableKey()} />
      </div>
    </ClientTexts>
  );
}
