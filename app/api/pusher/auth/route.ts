import { readBodyText } from "@/lib/api/read-json-body";
import { route } from "@/lib/api/route";
import { authorizeChannel, channelAuthorizationSchema } from "@/lib/realtime/authorize-channel";

/**
 * pusher-js's channel authorization endpoint: a form-encoded body (socket_id, channel_name), and
 * Pusher's own answer `{ auth }` rather than the API envelope, which pusher-js would not read.
 * Refusals keep the envelope: pusher-js only needs a status other than 200.
 */
export const POST = route(
  {},
  async ({ request, user }) => {
    const form = new URLSearchParams(await readBodyText(request));
    const input = channelAuthorizationSchema.parse(Object.fromEntries(form));
    return Response.json(authorizeChannel(user, input));
  },
  { auth: "user" },
);
