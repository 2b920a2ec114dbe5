import { AppError } from "@/lib/errors";

/**
 * Runs a call to the chat service; a failure there (down, refusing) becomes 503
 * chat_unavailable, never a 500 with the service's internals.
 */
export async function callChat<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error(`chat: ${operation} failed`, error);
    throw new AppError("chat_unavailable", { message: "The chat service is not available right now. Please try again.", details: { reason: "service_error", operation }, cause: error });
  }
}
