import type { PusherConnection } from "./connection.ts";
import { CloseCode, protocolFrame } from "./protocol.ts";
import { isValidUserAuth } from "./signatures.ts";

/**
 * pusher:signin, as pusher-js sends it after `pusher.signin()`: the app signed
 * `socket_id::user::user_data`. A signed-in connection may join `#server-to-user-{id}`, which
 * is where `pusher.sendToUser` publishes. Hosted Pusher closes the connection on a bad signature.
 */
export function signIn(connection: PusherConnection, data: Record<string, unknown>): void {
  const { auth, user_data: userData } = data;
  if (typeof userData !== "string" || !isValidUserAuth(connection.appState.app, connection.socketId, auth, userData)) {
    connection.close(CloseCode.unauthorized, "Invalid signature for pusher:signin");
    return;
  }
  const userId = userIdOf(userData);
  if (userId === undefined) {
    connection.close(CloseCode.unauthorized, "user_data must be a JSON object with a string id");
    return;
  }
  connection.userId = userId;
  connection.send(protocolFrame("pusher:signin_success", { user_data: userData }));
}

function userIdOf(userData: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(userData);
    if (typeof parsed !== "object" || parsed === null) return undefined;
    const { id } = parsed as Record<string, unknown>;
    return typeof id === "string" && id !== "" ? id : undefined;
  } catch {
    return undefined;
  }
}
