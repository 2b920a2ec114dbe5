import { mergeMetadata, optionalBoolean, optionalString, optionalStringArray, requiredString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { newId, randomToken } from "../ids.ts";
import { API_VERSION } from "../version.ts";
import { listObjects } from "../store/list-objects.ts";
import { deleteObject, getObjectOrThrow, saveObject, type StripeObject } from "../store/objects.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";

type WebhookEndpoint = StripeObject & { url: string; secret: string; enabled_events: string[]; status: string; metadata: Record<string, string> };

/** Stripe shows an endpoint's secret only in the answer that created it. */
function withoutSecret({ secret, ...endpoint }: WebhookEndpoint) {
  void secret;
  return endpoint;
}

export const webhookEndpointRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/webhook_endpoints",
    params: ["url", "enabled_events", "description", "metadata", "api_version", "connect"],
    async handle({ params, ctx }) {
      const endpoint: WebhookEndpoint = {
        id: newId("we"),
        object: "webhook_endpoint",
        api_version: optionalString(params, "api_version") ?? API_VERSION,
        application: null,
        created: ctx.now,
        description: optionalString(params, "description") ?? null,
        enabled_events: optionalStringArray(params, "enabled_events") ?? ["*"],
        livemode: false,
        metadata: mergeMetadata({}, params),
        secret: `whsec_${randomToken(32)}`,
        status: "enabled",
        url: requiredString(params, "url"),
      };
      return saveObject(ctx.db, endpoint);
    },
  },
  {
    method: "GET",
    path: "/v1/webhook_endpoints/:id",
    params: [],
    handle: async ({ path, ctx }) => withoutSecret(await getObjectOrThrow<WebhookEndpoint>(ctx.db, "webhook_endpoint", path.id ?? "")),
  },
  {
    method: "POST",
    path: "/v1/webhook_endpoints/:id",
    params: ["url", "enabled_events", "description", "metadata", "disabled"],
    async handle({ params, path, ctx }) {
      const current = await getObjectOrThrow<WebhookEndpoint>(ctx.db, "webhook_endpoint", path.id ?? "");
      const disabled = optionalBoolean(params, "disabled");
      const updated: WebhookEndpoint = {
        ...current,
        url: optionalString(params, "url") ?? current.url,
        enabled_events: optionalStringArray(params, "enabled_events") ?? current.enabled_events,
        description: params.description === undefined ? current.description : (optionalString(params, "description") ?? null),
        metadata: mergeMetadata(current.metadata, params),
        status: disabled === undefined ? current.status : disabled ? "disabled" : "enabled",
      };
      await saveObject(ctx.db, updated);
      return withoutSecret(updated);
    },
  },
  {
    method: "DELETE",
    path: "/v1/webhook_endpoints/:id",
    params: [],
    async handle({ path, ctx }) {
      return deleteObject(ctx.db, await getObjectOrThrow<WebhookEndpoint>(ctx.db, "webhook_endpoint", path.id ?? ""));
    },
  },
  {
    method: "GET",
    path: "/v1/webhook_endpoints",
    params: [...LIST_PARAMS],
    async handle({ params, ctx }) {
      const page = await listObjects<WebhookEndpoint>(ctx.db, { object: "webhook_endpoint", url: "/v1/webhook_endpoints", ...pageOf(params) });
      return { ...page, data: page.data.map(withoutSecret) };
    },
  },
];
