/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor } from "@testing-library/react";

import { RequestChatButton } from "@/components/chat/request-chat";
import { fakeServer } from "@/tests/support/fake-server";
import { messagesOf, renderInShell } from "@/tests/support/render-in-shell";

const candidate = { id: "0190f0c0-0000-7000-8000-0000000000c1", name: "Carlos" };
const room = (status: string, canAnswerRequest = false) => ({ _id: "r1", channelId: "direct-abc", status, canAnswerRequest });

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => server?.restore());

const fill = (message: string, name: string) => message.replace("{name}", name);

for (const locale of ["en", "es"] as const) {
  const t = messagesOf[locale].HiringCandidates.chatRequest;

  describe(`Request a chat (${locale})`, () => {
    it("asks for a direct chat as the employer and opens the request on the chat page", async () => {
      server = fakeServer({ "POST /api/room-chats/direct": { body: { success: true, data: room("requested") } } });
      const { router } = renderInShell(<RequestChatButton candidate={candidate} />, { locale });
      fireEvent.click(screen.getByRole("button", { name: t.action }));
      expect(await screen.findByText(fill(t.sent, "Carlos"))).toBeInTheDocument();
      expect(JSON.parse(server.requests[0]!.body!)).toEqual({ members: [candidate.id], type: "direct", role: "employer" });
      await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/${locale}/home/chat?directChannelId=direct-abc`));
    });

    it("opens the chat there is instead of asking twice", async () => {
      server = fakeServer({ "POST /api/room-chats/direct": { body: { success: true, data: room("approved") } } });
      const { router } = renderInShell(<RequestChatButton candidate={candidate} />, { locale });
      fireEvent.click(screen.getByRole("button", { name: t.action }));
      expect(await screen.findByText(fill(t.opened, "Carlos"))).toBeInTheDocument();
      await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    });

    it("tells a declined request and stays; a failure is spec 8's UNABLE-CREATE-CHAT toast", async () => {
      server = fakeServer({ "POST /api/room-chats/direct": { body: { success: true, data: room("rejected") } } });
      const { router } = renderInShell(<RequestChatButton candidate={candidate} />, { locale });
      fireEvent.click(screen.getByRole("button", { name: t.action }));
      expect(await screen.findByText(fill(t.declined, "Carlos"))).toBeInTheDocument();
      server.restore();
      server = fakeServer({ "POST /api/room-chats/direct": { status: 503, body: { success: false, error: { code: "chat_unavailable", message: "down" } } } });
      fireEvent.click(screen.getByRole("button", { name: t.action }));
      expect(await screen.findByText(t.failed)).toBeInTheDocument();
      expect(router.push).not.toHaveBeenCalled();
    });
  });
}
