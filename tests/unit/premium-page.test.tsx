/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";

import { PremiumPageClient } from "@/components/payments/premium-page-client";
import { fakeServer } from "@/tests/support/fake-server";
import { messagesOf, renderInShell } from "@/tests/support/render-in-shell";

const company = { id: "0190f0c0-0000-7000-8000-0000000000b1", name: "Northwind" };
const ok = (data: unknown) => ({ body: { success: true, data } });
const plans = [
  { _id: 1, name: "Free", plan_name: "FREE", price_cents: 0, currency: "USD", interval: "MONTH", active_job_limit: 1, invite_limit: 0 },
  { _id: 2, name: "Pro", plan_name: "PRO", price_cents: 4900, currency: "USD", interval: "MONTH", active_job_limit: 5, invite_limit: 50 },
  { _id: 3, name: "Premium", plan_name: "PREMIUM", price_cents: 9900, currency: "USD", interval: "MONTH", active_job_limit: null, invite_limit: null },
];
const companyPlan = (over: Record<string, unknown>) => ({
  company_id: company.id,
  planName: "FREE",
  name: "Free",
  isPlanExpired: false,
  status: null,
  current_period_end: null,
  cancel_at_period_end: false,
  jobs_active: { current: 1, limit: 1 },
  invites: { used: 0, limit: 0 },
  is_owner: true,
  ...over,
});
const emptyHistory = ok({ items: [], total: 0, page: 1, take: 25 });
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => server?.restore());

for (const locale of ["en", "es"] as const) {
  const t = messagesOf[locale].Payments;
  const card = (plan: "FREE" | "PRO" | "PREMIUM") => screen.getByRole("heading", { level: 3, name: t.plans[plan] }).closest("li")!;

  describe(`the premium page (${locale})`, () => {
    it("marks the company's plan, shows its use, and offers the paid plans to an owner", async () => {
      server = fakeServer({ "GET /api/plans": ok(plans), [`GET /api/transactions/plan/${company.id}`]: ok(companyPlan({})), [`GET /api/transactions/historial/${company.id}`]: emptyHistory });
      renderInShell(<PremiumPageClient company={company} isOwner mode="test-cards" publishableKey={null} />, { locale });
      expect(await screen.findByTestId("current-plan-name")).toHaveTextContent(t.plans.FREE);
      expect(card("FREE")).toHaveAttribute("aria-current", "true");
      expect(within(card("FREE")).getByText(t.currentBadge)).toBeInTheDocument();
      expect(screen.getByText(fill(t.usage.of, { current: 1, limit: 1 }))).toBeInTheDocument();
      // Free has no invitations: that is said as such, not as a quota of 0 used up.
      expect(screen.getByText(t.usage.notIncluded)).toBeInTheDocument();
      expect(within(card("PRO")).getByRole("button", { name: fill(t.choose.subscribeLabel, { plan: "Pro" }) })).toBeEnabled();
      expect(await screen.findByText(t.history.empty)).toBeInTheDocument();
    });

    it("lets a member read the plan and the payments but change nothing", async () => {
      server = fakeServer({ "GET /api/plans": ok(plans), [`GET /api/transactions/plan/${company.id}`]: ok(companyPlan({ planName: "PRO", is_owner: false, current_period_end: "2026-12-26T00:00:00.000Z", status: "ACTIVE" })), [`GET /api/transactions/historial/${company.id}`]: emptyHistory });
      renderInShell(<PremiumPageClient company={company} isOwner={false} mode="test-cards" publishableKey={null} />, { locale });
      expect(await screen.findByTestId("current-plan-name")).toHaveTextContent(t.plans.PRO);
      expect(screen.getByText(t.readOnly)).toBeInTheDocument();
      for (const plan of ["FREE", "PRO", "PREMIUM"] as const) expect(within(card(plan)).queryByRole("button")).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: t.current.cancel })).not.toBeInTheDocument();
    });

    it("cancels after saying until when the plan lasts, then shows 'until DATE' and a way to keep it", async () => {
      const end = "2026-12-26T00:00:00.000Z";
      server = fakeServer({
        "GET /api/plans": ok(plans),
        [`GET /api/transactions/plan/${company.id}`]: ok(companyPlan({ planName: "PREMIUM", status: "ACTIVE", current_period_end: end, jobs_active: { current: 3, limit: null } })),
        [`GET /api/transactions/historial/${company.id}`]: emptyHistory,
        "POST /api/transactions/cancel-suscription": ({ body }) => ok({ plan: companyPlan({ planName: "PREMIUM", status: "ACTIVE", current_period_end: end, cancel_at_period_end: !JSON.parse(body!).resume }) }),
      });
      renderInShell(<PremiumPageClient company={company} isOwner mode="test-cards" publishableKey={null} />, { locale });
      const date = "26/12/2026"; // spec 9: DD/MM/YYYY in both languages
      expect(await screen.findByTestId("current-plan-status")).toHaveTextContent(fill(t.current.renews, { date }));
      expect(screen.getByText(fill(t.usage.ofUnlimited, { current: 3 }))).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: t.current.cancel }));
      const dialog = screen.getByRole("dialog", { name: fill(t.cancel.title, { plan: "Premium" }) });
      expect(dialog).toHaveTextContent(fill(t.cancel.keepsUntil, { company: company.name, plan: "Premium", date }));
      expect(server.requests.some((request) => request.path === "/api/transactions/cancel-suscription")).toBe(false);
      fireEvent.click(within(dialog).getByRole("button", { name: t.cancel.confirm }));
      await waitFor(() => expect(screen.getByTestId("current-plan-status")).toHaveTextContent(fill(t.current.until, { plan: "Premium", date })));
      expect(screen.getByText(fill(t.toasts.cancelled, { company: company.name }))).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: fill(t.current.resumeLabel, { plan: "Premium", company: company.name }) }));
      await waitFor(() => expect(screen.getByTestId("current-plan-status")).toHaveTextContent(fill(t.current.renews, { date })));
    });

    it("says the plan could not be loaded and tries again on request", async () => {
      const unavailable = { status: 503, body: { success: false, error: { code: "service_unavailable", message: "x" } } };
      server = fakeServer({ "GET /api/plans": unavailable, [`GET /api/transactions/plan/${company.id}`]: unavailable });
      renderInShell(<PremiumPageClient company={company} isOwner mode="test-cards" publishableKey={null} />, { locale });
      expect(await screen.findByRole("button", { name: t.retry })).toBeInTheDocument();
      expect(screen.getByRole("alert")).toHaveTextContent(messagesOf[locale].Errors.serviceUnavailable);
      server.restore();
      server = fakeServer({ "GET /api/plans": ok(plans), [`GET /api/transactions/plan/${company.id}`]: ok(companyPlan({})), [`GET /api/transactions/historial/${company.id}`]: emptyHistory });
      fireEvent.click(screen.getByRole("button", { name: t.retry }));
      expect(await screen.findByTestId("current-plan-name")).toHaveTextContent(t.plans.FREE);
    });
  });
}
