let lastIssued = 0;

/**
 * Message order is (created_at, id) and read state compares timestamps, so two events of one
 * process never share a millisecond: a read taken after a message is always later than it.
 */
export function nextTimestamp(): Date {
  lastIssued = Math.max(Date.now(), lastIssued + 1);
  return new Date(lastIssued);
}

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
