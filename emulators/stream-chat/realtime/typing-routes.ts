import { getChannelOrThrow, requireCapability } from "../channels/channel-store.ts";
import type { EmulatorContext } from "../context.ts";
import { inputError } from "../errors.ts";
import { permissionSubject, requireActingUser } from "../http/acting-user.ts";
import { asRecord, asString, type Route } from "../http/api-request.ts";
import { channelEvent } from "./channel-event.ts";
import { loadUser } from "../users/user-store.ts";

export function typingRoutes(ctx: EmulatorContext): Route[] {
  return [
    {
      method: "POST",
      path: "/channels/:type/:id/event",
      handler: async (request) => {
        const channel = await getChannelOrThrow(ctx, request.params.type as string, request.params.id as string);
        const input = asRecord(request.body.event);
        const userId = requireActingUser(request, input.user_id, asRecord(input.user).id);
        if (input.type !== "typing.start" && input.type !== "typing.stop") throw inputError(`custom events are disabled for channel type ${channel.type}; only typing.start and typing.stop are accepted`);
        await requireCapability(ctx, channel, permissionSubject(request, userId), "send-typing-events", "SendTypingEvents");
        const event = channelEvent(channel, input.type, {
          user: await loadUser(ctx, userId),
          ...(asString(input.parent_id) && { parent_id: input.parent_id }),
        });
        ctx.hub.sendToWatchers(channel.cid, event);
        return { event };
      },
    },
  ];
}
