/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";

import { useInviteFlow } from "@/components/hiring/use-invite-flow";
import type { ApplicantCard } from "@/lib/hiring/applicant-card";
import type { InvitableJob } from "@/lib/hiring/list-invitable-jobs";
import { fakeServer } from "@/tests/support/fake-server";
import { messagesOf, renderInShell } from "@/tests/support/render-in-shell";

const candidate: ApplicantCard = {
  _id: "0190f0c0-0000-7000-8000-0000000000c1",
  name: "Carlos R•••••",
  firstName: "Carlos",
  surname: "R•••••",
  photo: null,
  title: "Full Stack Developer",
  city: "Bogotá",
  flag: "🇨🇴",
  country: { _id: 1, slug: "co", name: "Colombia" },
  match_percent: null,
  is_user_verificated: true,
  type_user_verificated: "identity",
  isSurnameMasked: true,
  showsGoPremium: true,
  is_deleted: false,
};
const paidJob: InvitableJob = { _id: "0190f0c0-0000-7000-8000-0000000000a1", title: "Data Analyst", company: { _id: "0190f0c0-0000-7000-8000-0000000000b1", name: "Northwind", isPremium: true } };
const freeJob: InvitableJob = { _id: "0190f0c0-0000-7000-8000-0000000000a2", title: "UX Designer", company: { _id: "0190f0c0-0000-7000-8000-0000000000b2", name: "Colibrí", isPremium: false } };

function Harness({ jobs }: { jobs: InvitableJob[] }) {
  const { invite, element } = useInviteFlow(jobs);
  return (
    <>
      <button type="button" onClick={() => invite([candidate])}>
        open
      </button>
      {element}
    </>
  );
}

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => server?.restore());

for (const locale of ["en", "es"] as const) {
  const t = messagesOf[locale].HiringCandidates;
  const open = (jobs: InvitableJob[]) => {
    const rendered = renderInShell(<Harness jobs={jobs} />, { locale });
    fireEvent.click(screen.getByRole("button", { name: "open" }));
    return rendered;
  };
  const pick = (title: string) => {
    fireEvent.focus(screen.getByRole("combobox", { name: t.invite.job }));
    fireEvent.mouseDown(screen.getByRole("option", { name: new RegExp(title) }));
  };

  describe(`the invite flow (${locale})`, () => {
    it("warns that a job must be posted first when the employer has no open job", async () => {
      open([]);
      expect(await screen.findByText(t.invite.noJobs)).toBeInTheDocument();
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    it("keeps Continue disabled until a job is chosen, then sends the invitation", async () => {
      server = fakeServer({ [`POST /api/posts/${paidJob._id}/invite-candidate/${candidate._id}`]: { status: 201, body: { success: true, data: { code: "INVITATION-EMAIL-SENT" } } } });
      open([paidJob, freeJob]);
      const dialog = screen.getByRole("dialog", { name: t.invite.title });
      expect(within(dialog).getByRole("button", { name: t.invite.continue })).toBeDisabled();
      pick(paidJob.title);
      fireEvent.click(within(dialog).getByRole("button", { name: t.invite.continue }));
      expect(await screen.findByText(t.invite.toast.sent)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog", { name: t.invite.title })).not.toBeInTheDocument());
    });

    it("opens the upgrade dialog for a Free company's job, resets the choice, and goes to that company's premium page", () => {
      const { router } = open([paidJob, freeJob]);
      pick(freeJob.title);
      const upgrade = screen.getByRole("dialog", { name: t.invitePlan.free.title });
      expect(upgrade).toHaveTextContent("Colibrí");
      fireEvent.click(within(upgrade).getByRole("button", { name: t.invitePlan.free.dismiss }));
      expect(screen.getByRole("button", { name: t.invite.continue })).toBeDisabled();
      pick(freeJob.title);
      fireEvent.click(screen.getByRole("button", { name: t.invitePlan.free.action }));
      expect(router.push.mock.calls[0]?.[0]).toBe(`/${locale}/home/premium/${freeJob.company._id}/Colibr%C3%AD`);
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });

    it("shows the server's refusal as its toast, and stays usable after an unexpected error", async () => {
      const path = `POST /api/posts/${paidJob._id}/invite-candidate/${candidate._id}`;
      server = fakeServer({ [path]: { status: 409, body: { success: false, error: { code: "ALREADY-INVITED", message: "x" } } } });
      open([paidJob]);
      pick(paidJob.title);
      fireEvent.click(screen.getByRole("button", { name: t.invite.continue }));
      expect(await screen.findByText(t.invite.toast.alreadyInvited)).toBeInTheDocument();
      server.restore();

      server = fakeServer({ [path]: { status: 500, body: { success: false, error: { code: "internal_error", message: "x" } } } });
      fireEvent.click(screen.getByRole("button", { name: t.invite.continue }));
      await waitFor(() => expect(server!.requests).toHaveLength(1));
      await waitFor(() => expect(screen.getByRole("button", { name: t.invite.continue })).toBeEnabled());
      expect(screen.getByRole("dialog", { name: t.invite.title })).toBeInTheDocument();
    });
  });
}
