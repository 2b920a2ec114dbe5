"use client";

import { MessageStatus, useMessageContext, useTranslationContext } from "stream-chat-react";

/**
 * Spec 4 and 8: under an own message that failed to send, 'Message Failed · Click to try again',
 * and a click sends it again; after a 403 'Message Failed · Unauthorized', which a retry cannot
 * mend. stream-chat-react 14 marks a failed message with a red badge only and keeps its resend in
 * the actions menu (where it stays). Every other state is the SDK's own status.
 */
export function MessageDeliveryStatus() {
  const { message, handleRetry, isMyMessage } = useMessageContext("MessageDeliveryStatus");
  const { t } = useTranslationContext("MessageDeliveryStatus");
  if (message.status !== "failed" || !isMyMessage()) return <MessageStatus />;
  if (message.error?.status === 403) {
    return (
      <span data-testid="message-failed" className="text-xs font-medium text-red-700 dark:text-red-300">
        {t("Message Failed · Unauthorized")}
      </span>
    );
  }
  return (
    <button
      type="button"
      data-testid="message-failed"
      onClick={() => void handleRetry(message)}
      className="rounded text-xs font-medium text-red-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-red-300"
    >
      {t("Message failed to send")}
    </button>
  );
}
