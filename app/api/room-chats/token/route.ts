import { route } from "@/lib/api/route";
import { issueChatCredentials } from "@/lib/chat/chat-identity";
import { chatRoleQuerySchema } from "@/lib/chat/schemas";

export const dynamic = "force-dynamic";

/** GET room-chats/token?role=candidate|employer: the caller's chat user id and a fresh token (the browser's tokenProvider). */
export const GET = route({ query: chatRoleQuerySchema }, ({ query, user }) => issueChatCredentials(user, query.role), { auth: "user" });
