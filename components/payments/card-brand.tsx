import { useTranslations } from "next-intl";

const brandLooks: Record<string, string> = {
  visa: "bg-blue-700 text-white",
  mastercard: "bg-orange-500 text-white",
  amex: "bg-sky-500 text-white",
  discover: "bg-amber-500 text-white",
  diners_club: "bg-slate-600 text-white",
  jcb: "bg-emerald-600 text-white",
  unionpay: "bg-red-600 text-white",
};

/** A small badge with the card network's name (spec 3: card brands). */
export function CardBrandBadge({ brand }: { brand: string }) {
  const t = useTranslations("Payments.brands");
  const known = brand in brandLooks;
  return (
    <span aria-hidden="true" className={`inline-flex h-6 min-w-12 shrink-0 items-center justify-center rounded px-1.5 text-[0.625rem] font-bold tracking-wide uppercase ${known ? brandLooks[brand] : "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100"}`}>
      {known ? t(brand as "visa") : brand}
    </span>
  );
}

/** "Visa ending in 4242", the name a card goes by in labels and messages. */
export function useCardName() {
  const t = useTranslations("Payments");
  return (card: { brand: string; last4: string }) => t("cards.cardName", { brand: card.brand in brandLooks ? t(`brands.${card.brand as "visa"}`) : card.brand, last4: card.last4 });
}
