import { largeJsonBodyBytes, readBodyText } from "@/lib/api/read-json-body";
import { route } from "@/lib/api/route";
import { handleStripeEvent, verifyStripeEvent } from "@/lib/payments/handle-webhook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST stripe/webhook: Stripe's events, verified on the raw body (400 on a bad signature), applied once; at most 512 KB (413). */
export const POST = route({}, async ({ request }) => handleStripeEvent(verifyStripeEvent(await readBodyText(request, largeJsonBodyBytes), request.headers.get("stripe-signature"))));
