/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";

import { ApplicantNotes, type NoteView } from "@/components/hiring/applicant-details/applicant-notes";
import { fakeServer } from "@/tests/support/fake-server";
import { messagesOf, renderInShell } from "@/tests/support/render-in-shell";

const jobId = "0190f0c0-0000-7000-8000-0000000000a1";
const candidateId = "0190f0c0-0000-7000-8000-0000000000c1";
const viewerId = "0190f0c0-0000-7000-8000-0000000000e1";
const path = `POST /api/posts/${jobId}/applicants/${candidateId}/notes`;
const earlier: NoteView = { _id: "n1", body: "Ask about the notice period.", created_at: "2026-11-20T10:00:00.000Z", author: { _id: "0190f0c0-0000-7000-8000-0000000000e2", name: "Kevin O'Brien" } };

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => server?.restore());

for (const locale of ["en", "es"] as const) {
  const t = messagesOf[locale].ApplicantDetails.notes;
  const render = (notes: NoteView[] = [earlier]) => renderInShell(<ApplicantNotes jobId={jobId} candidateId={candidateId} viewerId={viewerId} initialNotes={notes} />, { locale });
  const field = () => screen.getByLabelText(t.label);
  const add = () => screen.getByRole("button", { name: t.add });

  describe(`the applicant's private notes (${locale})`, () => {
    it("says there are none yet, and keeps Add disabled until the note has text", () => {
      render([]);
      expect(screen.getByText(t.empty)).toBeInTheDocument();
      expect(add()).toBeDisabled();
      fireEvent.change(field(), { target: { value: "   " } });
      expect(add()).toBeDisabled();
      fireEvent.change(field(), { target: { value: "Strong SQL." } });
      expect(add()).toBeEnabled();
    });

    it("shows the note at once, sends it trimmed, and confirms with a toast", async () => {
      server = fakeServer({ [path]: { status: 201, body: { success: true, data: { _id: "n2", body: "Strong SQL.", created_at: "2026-11-25T10:00:00.000Z", author: { _id: viewerId, name: "Laura Méndez" } } } } });
      render();
      fireEvent.change(field(), { target: { value: "  Strong SQL.  " } });
      fireEvent.click(add());
      const list = screen.getByTestId("applicant-notes");
      expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent("Strong SQL.");
      expect(field()).toHaveValue("");
      expect(await screen.findByText(t.added)).toBeInTheDocument();
      expect(JSON.parse(server.requests[0]!.body!)).toEqual({ body: "Strong SQL." });
      expect(within(list).getAllByRole("listitem")).toHaveLength(2);
      expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent(t.you);
      expect(within(list).getAllByRole("listitem")[1]).toHaveTextContent("Kevin O'Brien");
    });

    it("takes the note back and restores the text when the server refuses it", async () => {
      server = fakeServer({ [path]: { status: 404, body: { success: false, error: { code: "not_found", message: "No such applicant." } } } });
      render();
      fireEvent.change(field(), { target: { value: "Lost note" } });
      fireEvent.click(add());
      await waitFor(() => expect(field()).toHaveValue("Lost note"));
      expect(screen.getByText(messagesOf[locale].Errors.notFound)).toBeInTheDocument();
      expect(within(screen.getByTestId("applicant-notes")).getAllByRole("listitem")).toHaveLength(1);
    });
  });
}
