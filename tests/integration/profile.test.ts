import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";

import { POST as login } from "@/app/api/auth/login/route";
import { GET as checkVideoLinkRoute } from "@/app/api/users/check-video-link/route";
import { GET as getUser, PUT as updateUser } from "@/app/api/users/[id]/route";
import { db } from "@/lib/db";
import { getCandidateProfileForPage } from "@/lib/profile/get-profile";
import { createApplication, createEmployerWithCompany, createJob, createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { callRoute } from "@/tests/support/api";

// The candidate profile (issue 11): GET and PUT users/{id} with its five sections, the completion
// flags, and the video link check, against the real wrapper, domain code and database.

let sequence = 0;
const uniqueEmail = (name = "candidate") => `${name}.${process.pid}.${++sequence}@example.test`;

async function tokenFor(email: string): Promise<string> {
  const answer = await callRoute(login, { body: { email, password: FACTORY_PASSWORD } });
  expect(answer.status).toBe(200);
  return answer.body.data.accessToken as string;
}

async function candidate(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, { email: uniqueEmail(), firstName: null, lastName: null, verificationType: "EMAIL", ...overrides });
  return { user, token: await tokenFor(user.email) };
}

const put = (id: string, token: string, body: unknown) => callRoute(updateUser, { method: "PUT", token, params: { id }, body });
const get = (id: string, token: string, query = "") => callRoute(getUser, { method: "GET", token, params: { id }, path: `/api/users/${id}${query}` });

const sections = {
  personal: { personal_information: { first_name: "Lucía", last_name: "Ramírez" }, country: "co", city: "Medellín", timezone: "America/Bogota", phone: "+57 300 555 1234" },
  professional: {
    title: "Senior Frontend Engineer",
    seniority: "senior",
    years_of_experience: 7,
    industries: ["software"],
    expected_salary: { from: 16_000_000, to: 20_000_000, currency: "cop", frequency: "monthly" },
    job_types: ["full_time", "contract"],
    availability: "two_weeks",
    video_link: "https://youtu.be/dQw4w9WgXcQ",
  },
  proficiency: { skills: ["typescript", "React"], custom_skills: ["Web Components"], languages: [{ name: "spanish", level: "native" }, { name: "English", level: "high" }] },
  experience: { experiences: [{ company_name: "Rappi", position: "Frontend Engineer", start_date: "2019-02-01", end_date: "2023-06-30", description: "Checkout." }] },
  academic: { educations: [{ institution: "Universidad EAFIT", degree: "B.Sc.", field_of_study: "Systems engineering", start_date: "2012-01-15", end_date: "2017-06-30" }] },
};

beforeAll(async () => {
  const region = await db.region.create({ data: { slug: "latin-america", nameEn: "Latin America", nameEs: "Latinoamérica" } });
  await db.country.create({ data: { code: "CO", slug: "co", nameEn: "Colombia", nameEs: "Colombia", flag: "🇨🇴", regionId: region.id } });
  await db.industry.create({ data: { slug: "software", nameEn: "Software", nameEs: "Software" } });
  await db.skill.createMany({ data: [{ name: "TypeScript" }, { name: "React" }, { name: "GraphQL" }] });
});

describe("PUT /api/users/{id}: the five sections and their completion", () => {
  it("moves the completion 0, 20, 40, 60, 80, 100 as the sections are filled, one flag each", async () => {
    const { user, token } = await candidate();
    expect((await get(user.id, token)).body.data.profile_completion).toBe(0);
    const flags = ["is_personal_information_complete", "is_professional_information_complete", "is_proficiency_information_complete", "is_experience_information_complete", "is_academic_information_complete"];
    let percent = 0;
    for (const [index, body] of Object.values(sections).entries()) {
      const answer = await put(user.id, token, body);
      expect(answer.status).toBe(200);
      percent += 20;
      expect(answer.body.data.profile_completion).toBe(percent);
      expect(flags.map((flag) => answer.body.data[flag])).toEqual(flags.map((_, at) => at <= index));
    }
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.profileCompletion).toBe(100);
    // The lower end in US dollars a month, converted as jobs convert theirs (4,000 COP per USD).
    expect(row.expectedSalaryMonthlyUsd).toBe(4000);
    expect(row.phone).toBe("+573005551234");
  });

  it("drops a section's flag when its data goes, and keeps the others", async () => {
    const { user, token } = await candidate();
    await put(user.id, token, { ...sections.proficiency, ...sections.experience });
    const answer = await put(user.id, token, { experiences: [] });
    expect(answer.body.data).toMatchObject({ is_proficiency_information_complete: true, is_experience_information_complete: false, profile_completion: 20 });
    // Two skills are not enough for the proficiency section.
    const fewer = await put(user.id, token, { skills: ["React"], custom_skills: [] });
    expect(fewer.body.data).toMatchObject({ skills: ["React"], is_proficiency_information_complete: false, profile_completion: 0 });
  });

  it("answers GET for one's own profile with what PUT takes back as it is", async () => {
    const { user, token } = await candidate();
    for (const body of Object.values(sections)) expect((await put(user.id, token, body)).status).toBe(200);
    const first = await get(user.id, token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      _id: user.id,
      email: user.email,
      personal_information: { first_name: "Lucía", last_name: "Ramírez" },
      country: { slug: "co" },
      phone: "+573005551234",
      phone_verified: false,
      seniority: "senior",
      industries: [{ slug: "software" }],
      expected_salary: { from: 16_000_000, to: 20_000_000, currency: "COP", frequency: "monthly" },
      job_types: ["full_time", "contract"],
      skills: ["TypeScript", "React"],
      custom_skills: ["Web Components"],
      languages: [{ name: "English", level: "high" }, { name: "Spanish", level: "native" }],
      experiences: [{ company_name: "Rappi", start_date: "2019-02-01", end_date: "2023-06-30" }],
      educations: [{ institution: "Universidad EAFIT", field_of_study: "Systems engineering" }],
      is_user_verificated: true,
      type_user_verificated: "email",
      cv: null,
    });
    const again = await put(user.id, token, first.body.data);
    expect(again.status).toBe(200);
    const second = await get(user.id, token);
    // Lists are replaced whole, so their entries get new ids.
    const withoutIds = (profile: Record<string, unknown>) => JSON.parse(JSON.stringify(profile, (key, value) => (key === "_id" && value !== user.id ? undefined : value)));
    expect(withoutIds(second.body.data)).toEqual(withoutIds(first.body.data));
  });

  it("moves skills sent as custom that the catalogue has into the catalogue skills, and dedupes both", async () => {
    const { user, token } = await candidate();
    const answer = await put(user.id, token, { skills: ["React", "react"], custom_skills: ["graphql", "Svelte", "svelte ", "C++"] });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ skills: ["React", "GraphQL"], custom_skills: ["Svelte", "C++"] });
  });

  it("drops the phone's verification when the number changes, back to the e-mail's", async () => {
    const { user, token } = await candidate({ phone: "+573005551234", phoneVerifiedAt: new Date(), verificationType: "PHONE" });
    const same = await put(user.id, token, { phone: "+57 300 555 1234" });
    expect(same.body.data).toMatchObject({ phone_verified: true, type_user_verificated: "phone" });
    const changed = await put(user.id, token, { phone: "+57 301 000 0000" });
    expect(changed.body.data).toMatchObject({ phone: "+573010000000", phone_verified: false, type_user_verificated: "email" });
    const { user: unverified, token: other } = await candidate({ phone: "+573005551234", phoneVerifiedAt: new Date(), verificationType: "PHONE", emailVerifiedAt: null });
    expect((await put(unverified.id, other, { phone: null })).body.data).toMatchObject({ phone: null, is_user_verificated: false, type_user_verificated: null });
  });

  it("refuses bad input with 422 naming each field, with the spec's messages, and writes nothing", async () => {
    const { user, token } = await candidate({ firstName: "Ana", lastName: "Gómez" });
    const experience = sections.experience.experiences[0]!;
    const education = sections.academic.educations[0]!;
    const cases: [unknown, { path: string; message?: string; code?: string }[]][] = [
      [{ personal_information: { first_name: "Ana2" } }, [{ path: "personal_information.first_name", message: "Only letters are allowed" }]],
      [{ experiences: [{ ...experience, start_date: "2024-01-01", end_date: "2023-01-01" }] }, [
        { path: "experiences.0.start_date", message: "Start date must be lower than the end date" },
        { path: "experiences.0.end_date", message: "End date must be greater than the start date" },
      ]],
      [{ educations: [{ ...education, start_date: "2020-09-01", end_date: "2020-01-01" }] }, [
        { path: "educations.0.start_date", message: "Start date must be lower than the end date" },
        { path: "educations.0.end_date", message: "End date must be greater than the start date" },
      ]],
      [{ experiences: [{ ...experience, company_name: "" }] }, [{ path: "experiences.0.company_name", message: "This field is required" }]],
      [{ skills: ["React", "Cobolt++"] }, [{ path: "skills.1", code: "unknown_skill" }]],
      [{ languages: [{ name: "Klingon", level: "high" }] }, [{ path: "languages.0.name", code: "unknown_language" }]],
      [{ languages: [{ name: "English", level: "fluent" }] }, [{ path: "languages.0.level" }]],
      [{ languages: [{ name: "English", level: "high" }, { name: "english", level: "basic" }] }, [{ path: "languages", message: "This field is unique" }]],
      [{ custom_skills: ["<script>"] }, [{ path: "custom_skills.0" }]],
      [{ custom_skills: ["x".repeat(41)] }, [{ path: "custom_skills.0", message: "Exceeds max. number of characters" }]],
      [{ custom_skills: Array.from({ length: 11 }, (_, index) => `Skill ${index}`) }, [{ path: "custom_skills", message: "Exceeds max value" }]],
      [{ expected_salary: { from: 5000, to: 4000, currency: "USD", frequency: "monthly" } }, [
        { path: "expected_salary.from", message: "Exceeds max value" },
        { path: "expected_salary.to", message: "Below min value" },
      ]],
      [{ expected_salary: { from: 5000, to: 6000, currency: "XYZ", frequency: "monthly" } }, [{ path: "expected_salary.currency" }]],
      [{ years_of_experience: 61 }, [{ path: "years_of_experience", message: "Exceeds max value" }]],
      [{ years_of_experience: -1 }, [{ path: "years_of_experience", message: "Below min value" }]],
      [{ timezone: "Mars/Olympus_Mons" }, [{ path: "timezone" }]],
      [{ phone: "call me maybe" }, [{ path: "phone", message: "Enter a phone number in international format, e.g. +57 300 555 1234" }]],
      [{ phone: "3005551234" }, [{ path: "phone" }]],
      [{ video_link: "https://example.com/my-video" }, [{ path: "video_link", message: "The link you entered is not valid" }]],
      [{ country: "atlantis" }, [{ path: "country", code: "unknown_country" }]],
      [{ industries: ["software", "basket-weaving"] }, [{ path: "industries.1", code: "unknown_industry" }]],
      [{ seniority: "wizard" }, [{ path: "seniority" }]],
      [{ job_types: ["gig"] }, [{ path: "job_types.0" }]],
      [{ email: "someone.else@example.test" }, [{ path: "email", code: "read_only" }]],
      [{ role: "administrator" }, [{ path: "role", code: "read_only" }]],
      [{ is_admin: true }, [{ path: "" }]],
    ];
    for (const [body, expected] of cases) {
      const answer = await put(user.id, token, body);
      expect({ body, status: answer.status, code: answer.body.error?.code }).toEqual({ body, status: 422, code: "validation_failed" });
      expect({ body, fields: answer.body.error?.details.fields }).toEqual({ body, fields: expected.map((field) => expect.objectContaining(field)) });
    }
    // A body with one good section and one bad one writes neither.
    const mixed = await put(user.id, token, { ...sections.personal, skills: ["Nope"] });
    expect(mixed.status).toBe(422);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { languages: true, experiences: true, educations: true } });
    expect(row).toMatchObject({ firstName: "Ana", city: null, skills: [], customSkills: [], languages: [], experiences: [], educations: [], profileCompletion: 0, email: user.email, role: "USER" });
  });

  it("keeps the row and its lists consistent under concurrent saves", async () => {
    const { user, token } = await candidate();
    const bodies = Array.from({ length: 12 }, (_, index) => ({
      ...sections.proficiency,
      experiences: Array.from({ length: (index % 3) + 1 }, (__, at) => ({ ...sections.experience.experiences[0], company_name: `Company ${index}-${at}` })),
      educations: index % 2 === 0 ? sections.academic.educations : [],
      city: `City ${index}`,
    }));
    const answers = await Promise.all(bodies.map((body) => put(user.id, token, body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 200));
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { experiences: true, educations: true, languages: true } });
    // Whichever save came last, the lists are that save's lists, whole, and the flags agree with them.
    const winner = Number(row.city!.split(" ")[1]);
    expect(row.experiences.map((entry) => entry.companyName).sort()).toEqual(bodies[winner]!.experiences.map((entry) => entry.company_name).sort());
    expect(row.educations).toHaveLength(bodies[winner]!.educations.length);
    expect(row.languages).toHaveLength(2);
    expect(row.isAcademicInformationComplete).toBe(row.educations.length > 0);
    expect(row.profileCompletion).toBe(20 * [row.isPersonalInformationComplete, row.isProfessionalInformationComplete, row.isProficiencyInformationComplete, row.isExperienceInformationComplete, row.isAcademicInformationComplete].filter(Boolean).length);
  });

  it("keeps answering the account's fields and the names-only saves of before", async () => {
    const { user, token } = await candidate();
    const answer = await put(user.id, token, { first_name: "Ana", last_name: "Gómez" });
    expect(answer.body.data).toMatchObject({ _id: user.id, role: "user", logged_as: "candidate", personal_information: { first_name: "Ana", last_name: "Gómez" } });
  });
});

describe("GET /api/users/{id}: someone else's profile", () => {
  it("shows employers a candidate's profile with the surname masked unless their company is premium, and never the contact details", async () => {
    const { user } = await candidate({ firstName: "Lucía", lastName: "Ramírez", phone: "+573005551234", skills: ["React"] });
    const free = await createEmployerWithCompany(db, { employer: { email: uniqueEmail("free") } });
    const premium = await createEmployerWithCompany(db, { plan: "PREMIUM", employer: { email: uniqueEmail("premium") } });
    const masked = await get(user.id, await tokenFor(free.employer.email));
    expect(masked.status).toBe(200);
    expect(masked.body.data).toMatchObject({ _id: user.id, name: "Lucía R•••••", is_surname_masked: true, personal_information: { first_name: "Lucía", last_name: "R•••••" }, skills: ["React"] });
    expect(JSON.stringify(masked.body.data)).not.toContain("Ramírez");
    expect(masked.body.data).not.toHaveProperty("email");
    expect(masked.body.data).not.toHaveProperty("phone");
    const full = await get(user.id, await tokenFor(premium.employer.email));
    expect(full.body.data).toMatchObject({ name: "Lucía Ramírez", is_surname_masked: false, personal_information: { last_name: "Ramírez" } });
  });

  it("shows the CV link only to employers the candidate applied to", async () => {
    const { user } = await candidate({ firstName: "Lucía", lastName: "Ramírez", cvFileName: "lucia.pdf", cvUploadedAt: new Date("2026-11-01T10:00:00Z") });
    const applied = await createEmployerWithCompany(db, { employer: { email: uniqueEmail("applied") } });
    const other = await createEmployerWithCompany(db, { employer: { email: uniqueEmail("other") } });
    const job = await createJob(db, { company: applied.company, createdBy: applied.employer });
    await createApplication(db, { job, candidate: user });
    expect((await get(user.id, await tokenFor(applied.employer.email))).body.data.cv).toEqual({ file_name: "lucia.pdf", uploaded_at: "2026-11-01T10:00:00.000Z", download_url: `/api/users/${user.id}/cv` });
    expect((await get(user.id, await tokenFor(other.employer.email))).body.data.cv).toBeNull();
    // Withdrawn, the candidate's CV is no longer the employer's to download.
    await db.application.updateMany({ where: { candidateId: user.id }, data: { withdrawnAt: new Date() } });
    expect((await get(user.id, await tokenFor(applied.employer.email))).body.data.cv).toBeNull();
  });

  it("answers 404 to candidates reading each other, for employers' own accounts, and for isCandidate on a non-candidate", async () => {
    const { user } = await candidate();
    const { user: reader, token } = await candidate();
    expect((await get(user.id, token)).body.error?.code).toBe("not_found");
    expect((await get(reader.id, token, "?isCandidate=true")).status).toBe(200);
    const employer = await createEmployerWithCompany(db, { employer: { email: uniqueEmail("employer") } });
    const other = await createEmployerWithCompany(db, { employer: { email: uniqueEmail("employer") } });
    const employerToken = await tokenFor(employer.employer.email);
    expect((await get(other.employer.id, employerToken)).status).toBe(404);
    expect((await get(employer.employer.id, employerToken, "?isCandidate=true")).status).toBe(404);
    expect((await get(employer.employer.id, employerToken)).status).toBe(200);
  });
});

describe("the candidate-profile page", () => {
  it("opens one's own preview whatever one's role, and no administrator's profile to others", async () => {
    const administrator = await createUser(db, { email: uniqueEmail("admin"), role: "ADMINISTRATOR", firstName: "Ada", lastName: "Admin" });
    const asAdministrator = { id: administrator.id, role: "ADMINISTRATOR" as const, side: "CANDIDATE" as const };
    expect(await getCandidateProfileForPage(asAdministrator, administrator.id)).toMatchObject({ _id: administrator.id, name: "Ada Admin" });
    const { employer } = await createEmployerWithCompany(db, { employer: { email: uniqueEmail("employer") } });
    expect(await getCandidateProfileForPage({ id: employer.id, role: "USER", side: "EMPLOYER" }, administrator.id)).toBeNull();
  });
});

describe("video links", () => {
  let server: Server;
  let base: string;
  const answers = new Map<string, { status: number; body: unknown; delayMs?: number }>();
  const saved = { ...process.env };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const answer = answers.get(url.searchParams.get("url") ?? "") ?? { status: 404, body: {} };
      setTimeout(() => response.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body)), answer.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    process.env = saved;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const check = async (url: string, token: string) => (await callRoute(checkVideoLinkRoute, { method: "GET", token, path: `/api/users/check-video-link?url=${encodeURIComponent(url)}` })).body.data?.valid;

  it("recognises the providers' link forms offline, and refuses other hosts", async () => {
    delete process.env.VIDEO_LINK_OEMBED;
    const { token } = await candidate();
    expect(await check("https://www.youtube.com/watch?v=dQw4w9WgXcQ", token)).toBe(true);
    expect(await check("https://vimeo.com/76979871", token)).toBe(true);
    expect(await check("https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184", token)).toBe(true);
    expect(await check("https://example.com/watch?v=dQw4w9WgXcQ", token)).toBe(false);
  });

  it("with the oEmbed lookup on, asks the provider: a private or empty Loom video, an error or a timeout is invalid", async () => {
    process.env.VIDEO_LINK_OEMBED = "on";
    process.env.VIDEO_LINK_OEMBED_YOUTUBE_URL = `${base}/youtube`;
    process.env.VIDEO_LINK_OEMBED_VIMEO_URL = `${base}/vimeo`;
    process.env.VIDEO_LINK_OEMBED_LOOM_URL = `${base}/loom`;
    const { user, token } = await candidate();
    const loom = (id: string) => `https://www.loom.com/share/${id}`;
    answers.set("https://www.youtube.com/watch?v=dQw4w9WgXcQ", { status: 200, body: { type: "video", title: "Hello" } });
    answers.set(loom("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"), { status: 200, body: { type: "video", duration: 42.5 } });
    answers.set(loom("bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"), { status: 200, body: { type: "video", duration: 0 } });
    answers.set(loom("cccccccccccccccccccccccccccccccc"), { status: 403, body: { error: "private" } });
    answers.set(loom("dddddddddddddddddddddddddddddddd"), { status: 200, body: { type: "video", duration: 30, privacy: "private" } });
    answers.set("https://vimeo.com/1", { status: 500, body: {} });
    answers.set("https://vimeo.com/2", { status: 200, body: { type: "video" }, delayMs: 4000 });

    expect(await check("https://www.youtube.com/watch?v=dQw4w9WgXcQ", token)).toBe(true);
    expect(await check(loom("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"), token)).toBe(true);
    expect(await check(loom("bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"), token)).toBe(false);
    expect(await check(loom("cccccccccccccccccccccccccccccccc"), token)).toBe(false);
    expect(await check(loom("dddddddddddddddddddddddddddddddd"), token)).toBe(false);
    expect(await check("https://vimeo.com/1", token)).toBe(false);
    expect(await check("https://vimeo.com/2", token)).toBe(false);
    // A video the provider does not know (404 here).
    expect(await check("https://youtu.be/aaaaaaaaaaa", token)).toBe(false);

    // The profile's link goes through the same check.
    const refused = await put(user.id, token, { video_link: loom("bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb") });
    expect(refused.status).toBe(422);
    expect(refused.body.error?.details.fields).toEqual([expect.objectContaining({ path: "video_link", message: "The link you entered is not valid" })]);
    expect((await put(user.id, token, { video_link: loom("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa") })).body.data.video_link).toBe(loom("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
  });
});
