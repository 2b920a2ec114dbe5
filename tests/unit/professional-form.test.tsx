/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen, within } from "@testing-library/react";

import { ProfessionalForm } from "@/components/profile/professional-form";
import type { ProfessionalFormValues } from "@/lib/profile/form-schemas";
import { fakeServer } from "@/tests/support/fake-server";
import { messagesOf, renderInShell } from "@/tests/support/render-in-shell";

const userId = "0199d1a0-0000-7000-8000-000000000001";
const blank: ProfessionalFormValues = {
  title: "",
  seniority: "",
  years_of_experience: "",
  industries: [],
  salary_from: "",
  salary_to: "",
  currency: "USD",
  frequency: "monthly",
  job_types: [],
  availability: "",
  video_link: "",
};
const options = { industries: [{ slug: "software-development", name: "Software" }], currencies: ["USD", "COP"] };

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => server?.restore());

describe.each(["en", "es"] as const)("ProfessionalForm (%s)", (locale) => {
  const t = messagesOf[locale].CandidateProfile;
  const errors = messagesOf[locale].FormErrors;
  const render = () => renderInShell(<ProfessionalForm userId={userId} initialValues={blank} options={options} />, { locale, pathname: `/${locale}/home/profile` });

  it("says under the field that a link which is no video is not valid, in the page's language", () => {
    render();
    const video = screen.getByLabelText(new RegExp(`^${t.videoLink}`));
    fireEvent.change(video, { target: { value: "https://example.com/me" } });
    fireEvent.blur(video);
    expect(video).toHaveAttribute("aria-invalid", "true");
    expect(video).toHaveAccessibleDescription(`${t.videoLinkHint} ${errors.invalidLink}`);
    expect(errors.invalidLink).toBe(locale === "en" ? "The link you entered is not valid" : "El enlace que ingresaste no es válido");
  });

  it("refuses a salary range upside down and years beyond 60 before sending anything", () => {
    server = fakeServer({});
    render();
    fireEvent.change(screen.getByLabelText(t.salaryFrom), { target: { value: "5000" } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${t.salaryTo}`)), { target: { value: "4000" } });
    fireEvent.change(screen.getByLabelText(t.yearsOfExperience), { target: { value: "61" } });
    fireEvent.click(screen.getByRole("button", { name: t.save }));
    expect(screen.getByLabelText(new RegExp(`^${t.salaryTo}`))).toHaveAccessibleDescription(errors.belowMin);
    expect(screen.getByLabelText(t.yearsOfExperience)).toHaveAccessibleDescription(`${t.yearsHint.replace("{max}", "60")} ${errors.aboveMax}`);
    expect(server.requests).toEqual([]);
  });

  it("sends the section in the API's wire shape and says it was saved, and that it is not complete yet without years and availability", async () => {
    server = fakeServer({ [`PUT /api/users/${userId}`]: { body: { success: true, data: { _id: userId, is_professional_information_complete: false } } } });
    render();
    fireEvent.change(screen.getByLabelText(t.headline), { target: { value: "Data Analyst" } });
    fireEvent.change(screen.getByLabelText(t.seniority), { target: { value: "junior" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Software" }));
    fireEvent.click(screen.getByRole("checkbox", { name: t.jobTypeNames.contract }));
    fireEvent.change(screen.getByLabelText(t.salaryFrom), { target: { value: "3000" } });
    fireEvent.click(screen.getByRole("button", { name: t.save }));
    const toast = await screen.findByRole("status");
    expect(toast).toHaveTextContent(t.savedIncomplete.replace("{section}", t.sections.professional));
    expect(within(toast).getByRole("button", { name: t.seeWhatIsMissing })).toBeInTheDocument();
    expect(JSON.parse(server.requests[0]!.body!)).toMatchObject({
      title: "Data Analyst",
      seniority: "junior",
      industries: ["software-development"],
      job_types: ["contract"],
      expected_salary: { from: "3000", to: "", currency: "USD", frequency: "monthly" },
      video_link: "",
    });
  });
});
