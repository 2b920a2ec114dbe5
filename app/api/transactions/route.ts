import { route } from "@/lib/api/route";
import { subscribeSchema } from "@/lib/payments/schemas";
import { subscribe } from "@/lib/payments/subscribe";

/**
 * POST transactions (spec 7): an owner buys Pro or Premium for a company. A client may send an
 * Idempotency-Key header (one per click) so a retried request is answered once; else the request id.
 */
export const POST = route({ body: subscribeSchema }, ({ body, user, request, requestId }) => subscribe(user, body, request.headers.get("idempotency-key")?.slice(0, 100) || requestId), { auth: "employer", status: 201 });
