import type { Route } from "./http/route.ts";
import { couponRoutes } from "./resources/coupons.ts";
import { customerRoutes } from "./resources/customers.ts";
import { emulatorAdminRoutes } from "./resources/emulator-admin.ts";
import { emulatorWebhookRoutes } from "./resources/emulator-webhooks.ts";
import { eventRoutes } from "./resources/events.ts";
import { invoiceRoutes } from "./resources/invoices.ts";
import { paymentMethodRoutes } from "./resources/payment-methods.ts";
import { priceRoutes } from "./resources/prices.ts";
import { productRoutes } from "./resources/products.ts";
import { promotionCodeRoutes } from "./resources/promotion-codes.ts";
import { setupIntentRoutes } from "./resources/setup-intents.ts";
import { subscriptionRoutes } from "./resources/subscriptions.ts";
import { testClockRoutes } from "./resources/test-clocks.ts";
import { webhookEndpointRoutes } from "./resources/webhook-endpoints.ts";

/** Every endpoint the emulator answers; fixed paths come before `:id` patterns that would swallow them. */
export const allRoutes: Route[] = [
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...setupIntentRoutes,
  ...productRoutes,
  ...priceRoutes,
  ...couponRoutes,
  ...promotionCodeRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...eventRoutes,
  ...webhookEndpointRoutes,
  ...testClockRoutes,
  ...emulatorAdminRoutes,
  ...emulatorWebhookRoutes,
];
