/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";

import { ChangePlanDialog } from "@/components/payments/change-plan-dialog";
import { CheckoutDialog } from "@/components/payments/checkout-dialog";
import type { PlanWire } from "@/lib/payments-client/wire";
import { fakeServer } from "@/tests/support/fake-server";
import { messagesOf, renderInShell } from "@/tests/support/render-in-shell";

const company = { id: "0190f0c0-0000-7000-8000-0000000000b1", name: "Northwind" };
const pro: PlanWire = { _id: 2, name: "Pro", plan_name: "PRO", price_cents: 2900, currency: "USD", interval: "MONTH", active_job_limit: 5, invite_limit: 50 };
const premium: PlanWire = { ...pro, _id: 3, name: "Premium", plan_name: "PREMIUM", price_cents: 9900, active_job_limit: null, invite_limit: null };
const visa = { _id: "pm-1", is_default: true, brand: "visa", last4: "4242", exp_month: 4, exp_year: 2030 };
const amex = { _id: "pm-2", is_default: false, brand: "amex", last4: "0005", exp_month: 12, exp_year: 2031 };
const ok = (data: unknown) => ({ body: { success: true, data } });
const fail = (status: number, code: string) => ({ status, body: { success: false, error: { code, message: "x" } } });
const planAfter = { company_id: company.id, planName: "PRO", name: "Pro", isPlanExpired: false, status: "ACTIVE", current_period_end: "2026-12-26T00:00:00.000Z", cancel_at_period_end: false, jobs_active: { current: 1, limit: 5 }, invites: { used: 0, limit: 50 }, is_owner: true };

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => server?.restore());

for (const locale of ["en", "es"] as const) {
  const t = messagesOf[locale].Payments;
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");
  // As Testing Library compares text: runs of spaces (Spanish puts a no-break space before "US$") as one space.
  const price = (cents: number) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100).replace(/\s+/g, " ");
  const named = (expected: string) => (name: string) => name.replace(/\s+/g, " ") === expected;
  const payButton = (cents: number) => screen.getByRole("button", { name: named(fill(t.checkout.pay, { price: price(cents) })) });

  describe(`checkout (${locale})`, () => {
    it("pays once with the default card and the coupon's lowered price, however often Pay is pressed", async () => {
      server = fakeServer({
        "GET /api/users/payment-method/list": ok([amex, visa]),
        "POST /api/transactions/evalutate-cupon": ok({ code: "SPRING20", percent_off: 20, amount_off_cents: null, price_cents: 2900, discounted_price_cents: 2320, currency: "USD", duration: "once", duration_in_months: null }),
        "POST /api/transactions": ok({ plan: planAfter, transaction: {} }),
      });
      const onPaid = jest.fn();
      renderInShell(<CheckoutDialog company={company} plan={pro} mode="test-cards" publishableKey={null} onClose={() => {}} onPaid={onPaid} />, { locale });
      const visaRadio = await screen.findByRole("radio", { name: fill(t.cards.cardName, { brand: "Visa", last4: "4242" }) });
      expect(visaRadio).toBeChecked();
      expect(payButton(2900)).toBeEnabled();

      fireEvent.change(screen.getByLabelText(t.coupon.label), { target: { value: "spring20" } });
      fireEvent.click(screen.getByRole("button", { name: t.coupon.apply }));
      expect(await screen.findByRole("status", { name: "" })).toHaveTextContent("SPRING20");
      expect(screen.getByTestId("checkout-price")).toHaveTextContent(price(2320));
      const pay = payButton(2320);
      fireEvent.click(pay);
      fireEvent.click(pay);
      await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
      const payments = server.requests.filter((request) => request.method === "POST" && request.path === "/api/transactions");
      expect(payments).toHaveLength(1);
      expect(JSON.parse(payments[0]!.body!)).toEqual({ company_id: company.id, plan_id: 2, payment_method_id: "pm-1", coupon: "SPRING20" });
    });

    it("shows why a card was declined, keeps the dialog open and reports no payment", async () => {
      server = fakeServer({
        "GET /api/users/payment-method/list": ok([]),
        "POST /api/users/payment-method/create": { status: 402, body: { success: false, error: { code: "CARD_DECLINED", message: "Your card was declined.", details: { decline_code: "insufficient_funds" } } } },
      });
      const onPaid = jest.fn();
      renderInShell(<CheckoutDialog company={company} plan={pro} mode="test-cards" publishableKey={null} onClose={() => {}} onPaid={onPaid} />, { locale });
      // With no saved card the test-card picker is open at once, marked as the local server's test cards.
      expect(await screen.findByText(t.addCard.testCardsNote)).toBeInTheDocument();
      fireEvent.click(screen.getByRole("radio", { name: new RegExp(`9995.*${t.addCard.outcome.insufficientFunds}`) }));
      fireEvent.click(screen.getByRole("button", { name: t.addCard.addTestCard }));
      expect(await screen.findByText(t.errors.insufficientFunds)).toBeInTheDocument();
      expect(JSON.parse(server.requests.find((request) => request.path === "/api/users/payment-method/create")!.body!)).toEqual({ payment_method: "pm_card_chargeDeclinedInsufficientFunds" });
      expect(payButton(2900)).toBeDisabled();
      expect(onPaid).not.toHaveBeenCalled();
    });

    it("refuses an unknown coupon beside the field and keeps the full price", async () => {
      server = fakeServer({ "GET /api/users/payment-method/list": ok([visa]), "POST /api/transactions/evalutate-cupon": fail(404, "COUPON_INVALID") });
      renderInShell(<CheckoutDialog company={company} plan={pro} mode="test-cards" publishableKey={null} onClose={() => {}} onPaid={() => {}} />, { locale });
      await screen.findByRole("radio", { name: fill(t.cards.cardName, { brand: "Visa", last4: "4242" }) });
      fireEvent.change(screen.getByLabelText(t.coupon.label), { target: { value: "NOPE" } });
      fireEvent.click(screen.getByRole("button", { name: t.coupon.apply }));
      expect(await screen.findByText(t.errors.couponInvalid)).toBeInTheDocument();
      expect(screen.getByLabelText(t.coupon.label)).toHaveAttribute("aria-invalid", "true");
      expect(payButton(2900)).toBeEnabled();
    });

    it("asks before deleting a card, then reads the new default back", async () => {
      server = fakeServer({
        "GET /api/users/payment-method/list": ok([visa, amex]),
        "DELETE /api/users/payment-method/delete/pm-1": ok({ _id: "pm-1" }),
      });
      renderInShell(<CheckoutDialog company={company} plan={pro} mode="test-cards" publishableKey={null} onClose={() => {}} onPaid={() => {}} />, { locale });
      const visaName = fill(t.cards.cardName, { brand: "Visa", last4: "4242" });
      fireEvent.click(await screen.findByRole("button", { name: fill(t.cards.deleteCard, { card: visaName }) }));
      const confirm = screen.getByRole("group", { name: fill(t.cards.confirmDeleteLabel, { card: visaName }) });
      expect(confirm).toHaveTextContent(fill(t.cards.confirmDeleteDefault, { card: visaName }));
      expect(server.requests.some((request) => request.method === "DELETE")).toBe(false);
      server.restore();
      server = fakeServer({ "DELETE /api/users/payment-method/delete/pm-1": ok({ _id: "pm-1" }), "GET /api/users/payment-method/list": ok([{ ...amex, is_default: true }]) });
      fireEvent.click(within(confirm).getByRole("button", { name: t.cards.confirmDeleteAction }));
      await waitFor(() => expect(screen.queryByRole("radio", { name: visaName })).not.toBeInTheDocument());
      const amexRadio = screen.getByRole("radio", { name: fill(t.cards.cardName, { brand: "American Express", last4: "0005" }) });
      expect(amexRadio).toBeChecked();
      expect(await screen.findByText(fill(t.cards.deleted, { card: visaName }))).toBeInTheDocument();
    });
  });

  describe(`plan change (${locale})`, () => {
    it("shows the proration before charging it, and charges only on confirmation", async () => {
      server = fakeServer({
        "POST /api/transactions/change-suscription": ({ body }) =>
          JSON.parse(body!).preview
            ? ok({ proration: { amount_due_cents: 3500, currency: "USD", lines: [{ description: "Unused time on Pro", amount_cents: -1450 }, { description: "Remaining time on Premium", amount_cents: 4950 }], current_plan: "PRO", new_plan: "PREMIUM", next_payment_at: "2026-12-26T00:00:00.000Z", proration_date: 1795600000 } })
            : ok({ plan: { ...planAfter, planName: "PREMIUM" }, transaction: {} }),
      });
      const onChanged = jest.fn();
      renderInShell(<ChangePlanDialog company={company} currentPlan="PRO" plan={premium} onClose={() => {}} onChanged={onChanged} />, { locale });
      expect(await screen.findByText("Unused time on Pro")).toBeInTheDocument();
      expect(screen.getByText(price(-1450))).toBeInTheDocument();
      expect(screen.getByTestId("proration-due")).toHaveTextContent(price(3500));
      expect(server.requests).toHaveLength(1);
      fireEvent.click(screen.getByRole("button", { name: named(fill(t.change.confirmAndPay, { price: price(3500), to: "Premium" })) }));
      await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
      // The preview's proration date goes back with the change, so that the charge is the amount shown.
      expect(JSON.parse(server.requests[1]!.body!)).toEqual({ company_id: company.id, plan_id: 3, proration_date: 1795600000 });
    });
  });
}
