import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

import { pageNamespaces, pickMessages, type ClientTextsPage } from "@/i18n/client-messages";

/**
 * Gives the client components inside it the texts of one page's forms (i18n/client-messages.ts),
 * so that only the pages showing a form carry its texts. Inside it, only these namespaces exist.
 */
export async function ClientTexts({ page, children }: { page: ClientTextsPage; children: React.ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, pageNamespaces[page])}>{children}</NextIntlClientProvider>;
}
