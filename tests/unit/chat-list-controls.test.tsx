/** @jest-environment jsdom */
import { describe, expect, it, jest } from "@jest/globals";
import { fireEvent, screen } from "@testing-library/react";

import { ChatListControls } from "@/components/chat/chat-list-controls";
import { messagesOf, renderInShell } from "@/tests/support/render-in-shell";

for (const locale of ["en", "es"] as const) {
  const t = messagesOf[locale].Chat;

  describe(`the chat list's search and filter (${locale})`, () => {
    it("offers All, Unread and Read with the current one checked, and reports picks and searches", () => {
      const onFilter = jest.fn();
      const onQuery = jest.fn();
      renderInShell(<ChatListControls query="" onQuery={onQuery} filter="unread" onFilter={onFilter} />, { locale });
      const group = screen.getByRole("radiogroup", { name: t.filterLabel });
      expect(group).toBeInTheDocument();
      expect(screen.getByRole("radio", { name: t.filters.unread })).toHaveAttribute("aria-checked", "true");
      expect(screen.getByRole("radio", { name: t.filters.all })).toHaveAttribute("aria-checked", "false");
      fireEvent.click(screen.getByRole("radio", { name: t.filters.read }));
      expect(onFilter).toHaveBeenCalledWith("read");
      fireEvent.change(screen.getByRole("searchbox", { name: t.search }), { target: { value: "Erin" } });
      expect(onQuery).toHaveBeenCalledWith("Erin");
    });
  });
}
