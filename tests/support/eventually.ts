/**
 * Retries `attempt` until it returns without throwing, or throws its last error after `timeoutMs`:
 * for what happens after a call returns (a webhook's delivery, a closed socket's bookkeeping, a log
 * line written when the response closes). A fixed pause is too short on a busy machine.
 */
export async function eventually<T>(attempt: () => Promise<T> | T, { timeoutMs = 20_000, intervalMs = 50 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
