/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor } from "@testing-library/react";

import { ApplyPanel, type ApplyPanelProps } from "@/components/jobs/apply-panel";
import type { Eligibility } from "@/lib/jobs/job-eligibility";
import { fakeServer } from "@/tests/support/fake-server";
import { renderInShell } from "@/tests/support/render-in-shell";

const JOB_ID = "0190f0c0-0000-7000-8000-000000000001";
const CANDIDATE_ID = "0190f0c0-0000-7000-8000-0000000000c1";
const applyPath = `/api/users/${CANDIDATE_ID}/applyTo/${JOB_ID}`;

const cases = [
  {
    locale: "en",
    signUp: "Sign up to apply",
    logIn: "Log in",
    employer: "You are browsing as an employer. Switch to your candidate side to apply to jobs.",
    apply: "Apply",
    sent: "Application sent",
    title: "Apply for this job",
    titleApplied: "Your application",
    applied: "You applied",
    closed: "This job no longer takes applications.",
    required: "This field is required",
    link: "The link you entered is not valid",
    yes: "Yes",
    notEligibleCountry: "This job hires from Latin America or Spain; you are in Germany.",
    notEligibleTimezone: "This job hires in time zones from UTC-06:00 to UTC-03:00; your time zone is UTC+02:00 today.",
    notEligibleError: "This job does not hire from where you are.",
    completeProfile: "Add your country and time zone to your profile, so employers can see that you fit where they hire.",
    no: "No",
    knockout: "This answer does not meet the job's requirements. You can still apply; the employer decides.",
    prefilled: "Filled in from an earlier application. Change it if you like.",
    seeApplications: "See your applications",
    withdrawn: "You withdrew your application to this job, so you cannot apply again.",
    jobGone: "This job no longer takes applications.",
    notAvailable: "This job is not open to you: it may have been removed, or it is private.",
  },
  {
    locale: "es",
    signUp: "Regístrate para postularte",
    logIn: "Iniciar sesión",
    employer: "Estás navegando como empleador. Cambia a tu perfil de candidato para postularte a empleos.",
    apply: "Postularme",
    sent: "Postulación enviada",
    title: "Postúlate a este empleo",
    titleApplied: "Tu postulación",
    applied: "Ya te postulaste",
    closed: "Este empleo ya no recibe postulaciones.",
    required: "Este campo es obligatorio",
    link: "El enlace que ingresaste no es válido",
    yes: "Sí",
    notEligibleCountry: "Este empleo contrata en Latinoamérica o España; tú estás en Alemania.",
    notEligibleTimezone: "Este empleo contrata en zonas horarias de UTC-06:00 a UTC-03:00; tu zona horaria hoy es UTC+02:00.",
    notEligibleError: "Este empleo no contrata desde donde estás.",
    completeProfile: "Agrega tu país y tu zona horaria a tu perfil, para que los empleadores vean que encajas donde contratan.",
    no: "No",
    knockout: "Esta respuesta no cumple los requisitos del empleo. Puedes postularte igual; el empleador decide.",
    prefilled: "Completado con una postulación anterior. Puedes cambiarlo.",
    seeApplications: "Ver tus postulaciones",
    withdrawn: "Retiraste tu postulación a este empleo, así que no puedes volver a postularte.",
    jobGone: "Este empleo ya no recibe postulaciones.",
    notAvailable: "Este empleo no está abierto para ti: puede que lo hayan quitado o que sea privado.",
  },
] as const;

const candidate = { id: CANDIDATE_ID, side: "CANDIDATE" } as const;
const eligible: Eligibility = { eligible: true, unknown: [], candidateUtcOffset: -300 };

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
});

describe.each(cases)("ApplyPanel ($locale)", (text) => {
  const renderPanel = (props: Partial<ApplyPanelProps> = {}) =>
    renderInShell(
      <ApplyPanel
        jobId={JOB_ID}
        viewer={candidate}
        eligibility={eligible}
        questions={[]}
        alreadyApplied={false}
        closed={false}
        signUpHref="/auth/signup"
        logInHref="/auth/login"
        {...props}
      />,
      { locale: text.locale, pathname: `/${text.locale}/co/job/dev-${JOB_ID}` },
    );

  it("gives visitors plain links to sign up and log in, in their language", () => {
    renderPanel({ viewer: null, eligibility: null });
    expect(screen.getByRole("link", { name: text.signUp })).toHaveAttribute("href", `/${text.locale}/auth/signup`);
    expect(screen.getByRole("link", { name: text.logIn })).toHaveAttribute("href", `/${text.locale}/auth/login`);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("tells employers they browse as employers, without an Apply button", () => {
    renderPanel({ viewer: { id: "e1", side: "EMPLOYER" }, eligibility: null });
    expect(screen.getByText(text.employer)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: text.apply })).not.toBeInTheDocument();
  });

  it("applies with one click when the job asks nothing, and says so", async () => {
    server = fakeServer({ [`POST ${applyPath}`]: { status: 201, body: { success: true, data: { id: "a1" } } } });
    renderPanel();
    expect(screen.getByRole("region", { name: text.title })).toBeInTheDocument();
    // The form is loaded on demand (visitors never download it): wait for it.
    fireEvent.click(await screen.findByRole("button", { name: text.apply }));
    expect(await screen.findByText(text.sent)).toBeInTheDocument();
    // The box is now about the application, not an invitation to apply.
    expect(screen.getByRole("region", { name: text.titleApplied })).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(server.requests[0]!.body!)).toEqual({ candidate_id: CANDIDATE_ID, questions: [] });
  });

  it("asks the job's questions, checks required answers and links, and sends the answers", async () => {
    server = fakeServer({ [`POST ${applyPath}`]: { status: 201, body: { success: true, data: { id: "a1" } } } });
    renderPanel({
      questions: [
        { id: "q1", text: "Why us?", type: "TEXT", isRequired: true, options: [] },
        { id: "q2", text: "Remote before?", type: "YES_NO", isRequired: true, options: [] },
        { id: "q3", text: "Video", type: "VIDEO_LINK", isRequired: false, options: [] },
      ],
    });
    fireEvent.change(await screen.findByLabelText(/Video/), { target: { value: "not a link" } });
    fireEvent.click(screen.getByRole("button", { name: text.apply }));
    expect(await screen.findAllByText(text.required)).toHaveLength(2);
    expect(screen.getByText(text.link)).toBeInTheDocument();
    expect(screen.getByLabelText(/Why us\?/)).toHaveAttribute("aria-invalid", "true");
    expect(server.requests).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Why us\?/), { target: { value: "  I like it. " } });
    fireEvent.click(screen.getByRole("radio", { name: text.yes }));
    fireEvent.change(screen.getByLabelText(/Video/), { target: { value: "https://www.loom.com/share/0123456789abcdef" } });
    fireEvent.click(screen.getByRole("button", { name: text.apply }));
    expect(await screen.findByText(text.sent)).toBeInTheDocument();
    expect(JSON.parse(server.requests[0]!.body!)).toEqual({
      candidate_id: CANDIDATE_ID,
      questions: [
        { question_id: "q1", answer: "I like it." },
        { question_id: "q2", answer: "yes" },
        { question_id: "q3", answer: "https://www.loom.com/share/0123456789abcdef" },
      ],
    });
  });

  it("tells a candidate outside the job's places and time zones why, before any Apply button", () => {
    renderPanel({
      eligibility: { eligible: false, reasons: ["country", "timezone"], unknown: [], candidateUtcOffset: 120 },
      requirements: {
        isWorldwide: false,
        regions: [text.locale === "en" ? "Latin America" : "Latinoamérica"],
        countries: [text.locale === "en" ? "Spain" : "España"],
        timezoneWindow: { minOffset: -360, maxOffset: -180, minLabel: "UTC-06:00", maxLabel: "UTC-03:00" },
      },
      candidateCountryName: text.locale === "en" ? "Germany" : "Alemania",
    });
    expect(screen.getByText(text.notEligibleCountry)).toBeInTheDocument();
    expect(screen.getByText(text.notEligibleTimezone)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: text.apply })).not.toBeInTheDocument();
  });

  it("asks candidates with an incomplete location to complete their profile, yet lets them apply", async () => {
    renderPanel({ eligibility: { eligible: true, unknown: ["country"], candidateUtcOffset: null } });
    expect(screen.getByText(text.completeProfile)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: text.apply })).toBeEnabled();
  });

  it("shows the applied state, and a closed job's notice", () => {
    const { unmount } = renderPanel({ alreadyApplied: true });
    expect(screen.getByRole("region", { name: text.titleApplied })).toHaveTextContent(text.applied);
    unmount();
    // The page wrote when and where the application stands (on the server, in the page's language).
    const { unmount: unmountStatus } = renderPanel({ alreadyApplied: true, applicationStatus: { applied: "You applied on 20/11/2026", stage: "Status: In process" } });
    expect(screen.getByRole("status")).toHaveTextContent("You applied on 20/11/2026");
    expect(screen.getByText("Status: In process")).toBeInTheDocument();
    unmountStatus();
    renderPanel({ closed: true });
    expect(screen.getByText(text.closed)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("turns the server's already_applied into the applied state and other refusals into their message", async () => {
    server = fakeServer({ [`POST ${applyPath}`]: { status: 409, body: { success: false, error: { code: "already_applied", message: "x" } } } });
    const { unmount } = renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: text.apply }));
    expect(await screen.findByText(text.applied)).toBeInTheDocument();
    unmount();
    server.restore();

    server = fakeServer({ [`POST ${applyPath}`]: { status: 403, body: { success: false, error: { code: "not_eligible", message: "x", details: { reasons: ["country"] } } } } });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: text.apply }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text.notEligibleError));
    await waitFor(() => expect(screen.getByRole("button", { name: text.apply })).toBeEnabled());
  });

  it("flags a knockout answer as it is chosen, and still lets the candidate apply", async () => {
    server = fakeServer({ [`POST ${applyPath}`]: { status: 201, body: { success: true, data: { id: "a1" } } } });
    renderPanel({
      questions: [
        { id: "q1", text: "Can you overlap four hours?", type: "YES_NO", isRequired: true, options: [] },
        { id: "q2", text: "Years of React?", type: "NUMBER", isRequired: true, options: [] },
      ],
      questionHints: { q1: { knockoutAnswer: "no", prefill: null }, q2: { knockoutAnswer: "3", prefill: null } },
    });
    fireEvent.click(await screen.findByRole("radio", { name: text.yes }));
    fireEvent.change(screen.getByLabelText(/Years of React\?/), { target: { value: "5" } });
    expect(screen.queryByText(text.knockout)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("radio", { name: text.no }));
    expect(screen.getAllByText(text.knockout)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/Years of React\?/), { target: { value: "2" } });
    expect(screen.getAllByText(text.knockout)).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: text.apply }));
    expect(await screen.findByText(text.sent)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: text.seeApplications })).toHaveAttribute("href", `/${text.locale}/home/candidates-applications`);
  });

  it("starts with the candidate's earlier answers, says they were prefilled, and sends them", async () => {
    server = fakeServer({ [`POST ${applyPath}`]: { status: 201, body: { success: true, data: { id: "a1" } } } });
    renderPanel({
      questions: [
        { id: "q1", text: "Why us?", type: "TEXT", isRequired: true, options: [] },
        { id: "q2", text: "Remote before?", type: "YES_NO", isRequired: true, options: [] },
      ],
      questionHints: { q1: { knockoutAnswer: null, prefill: "I like remote teams." }, q2: { knockoutAnswer: null, prefill: "yes" } },
    });
    expect(await screen.findByLabelText(/Why us\?/)).toHaveValue("I like remote teams.");
    expect(screen.getByRole("radio", { name: text.yes })).toBeChecked();
    expect(screen.getAllByText(text.prefilled)).toHaveLength(2);

    fireEvent.change(screen.getByLabelText(/Why us\?/), { target: { value: "Something new." } });
    expect(screen.getAllByText(text.prefilled)).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: text.apply }));
    expect(await screen.findByText(text.sent)).toBeInTheDocument();
    expect(JSON.parse(server.requests[0]!.body!).questions).toEqual([
      { question_id: "q1", answer: "Something new." },
      { question_id: "q2", answer: "yes" },
    ]);
  });

  it("says a withdrawn application cannot be sent again, and a closed job that it no longer takes applications", async () => {
    const { unmount } = renderPanel({ alreadyApplied: true, withdrawn: true });
    expect(screen.getByText(text.withdrawn)).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    unmount();

    server = fakeServer({ [`POST ${applyPath}`]: { status: 409, body: { success: false, error: { code: "application_withdrawn", message: "x" } } } });
    const second = renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: text.apply }));
    expect(await screen.findByText(text.withdrawn)).toBeInTheDocument();
    second.unmount();
    server.restore();

    server = fakeServer({ [`POST ${applyPath}`]: { status: 410, body: { success: false, error: { code: "gone", message: "x", details: { resource: "job", reason: "closed" } } } } });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: text.apply }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text.jobGone));
  });

  it("says a job that is not open to the candidate (404) is not available", async () => {
    server = fakeServer({ [`POST ${applyPath}`]: { status: 404, body: { success: false, error: { code: "not_found", message: "x" } } } });
    renderPanel();
    fireEvent.click(await screen.findByRole("button", { name: text.apply }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(text.notAvailable));
  });
});
