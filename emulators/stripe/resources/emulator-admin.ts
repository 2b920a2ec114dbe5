import { advanceClock } from "../billing/advance-clock.ts";
import { runDueBilling } from "../billing/run-due-billing.ts";
import { optionalInteger } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidRequest } from "../http/stripe-error.ts";
import { saveObject } from "../store/objects.ts";
import { completeSetupIntent, getSetupIntentOrThrow } from "./setup-intents.ts";
import { attachPaymentMethod, resolvePaymentMethod } from "./payment-methods.ts";

function clockAnswer(now: number) {
  return { object: "emulator.clock", now, iso: new Date(now * 1000).toISOString() };
}

/** Endpoints Stripe does not have: the emulator's clock, a billing run, and finishing a 3-D Secure setup. */
export const emulatorAdminRoutes: Route[] = [
  {
    method: "GET",
    path: "/_emulator/clock",
    params: [],
    handle: async ({ ctx }) => clockAnswer(ctx.now),
  },
  {
    method: "POST",
    path: "/_emulator/clock/advance",
    params: ["seconds", "days", "to"],
    async handle({ params, ctx }) {
      const seconds = (optionalInteger(params, "seconds") ?? 0) + (optionalInteger(params, "days") ?? 0) * 86_400;
      const target = optionalInteger(params, "to") ?? ctx.now + seconds;
      if (target < ctx.now) throw invalidRequest("The emulator's clock only moves forward.", { param: "to" });
      return clockAnswer(await advanceClock(ctx, target));
    },
  },
  {
    method: "POST",
    path: "/_emulator/billing/run",
    params: [],
    async handle({ ctx }) {
      await runDueBilling(ctx, ctx.now);
      return clockAnswer(ctx.now);
    },
  },
  {
    method: "POST",
    path: "/_emulator/setup_intents/:id/authenticate",
    params: ["outcome"],
    async handle({ params, path, ctx }) {
      const intent = await getSetupIntentOrThrow(ctx, path.id ?? "");
      if (intent.status !== "requires_action" || !intent.payment_method) throw invalidRequest(`This SetupIntent is ${intent.status}, not waiting for authentication.`);
      if (params.outcome === "fail") {
        const failed = { ...intent, status: "requires_payment_method" as const, payment_method: null, next_action: null, last_setup_error: { type: "card_error", code: "setup_intent_authentication_failure", message: "The latest attempt to set up the payment method has failed because authentication failed." } };
        await saveObject(ctx.db, failed);
        await ctx.emit("setup_intent.setup_failed", failed);
        return failed;
      }
      const paymentMethod = await resolvePaymentMethod(ctx, intent.payment_method, "payment_method");
      if (intent.customer) await attachPaymentMethod(ctx, paymentMethod, intent.customer);
      return completeSetupIntent(ctx, intent);
    },
  },
];
