import { describe, expect, it } from "@jest/globals";

import { POST as login } from "@/app/api/auth/login/route";
import { POST as verifyToken } from "@/app/api/auth/verify-token/route";
import { DELETE as removeMember } from "@/app/api/companies/[id]/members/[userId]/route";
import { POST as inviteColleague } from "@/app/api/companies/[id]/members/route";
import { GET as companyPosts } from "@/app/api/companies/[id]/posts/route";
import { GET as getCompany, PUT as updateCompany } from "@/app/api/companies/[id]/route";
import { POST as imageUpload } from "@/app/api/companies/image-upload/route";
import { GET as listForUser } from "@/app/api/companies/list/for-user/route";
import { POST as resetImage } from "@/app/api/companies/reset-image-company/route";
import { GET as searchCompanies, POST as createCompany } from "@/app/api/companies/route";
import { POST as signUp } from "@/app/api/users/route";
import type { CurrentUser } from "@/lib/auth/current-user";
import { getPublicCompany } from "@/lib/companies/get-public-company";
import { listCompanyCards } from "@/lib/companies/list-company-cards";
import { db } from "@/lib/db";
import { getCompanyPlanUsage } from "@/lib/plans/company-plan-usage";
import { addCompanyMember, createEmployerWithCompany, createJob, createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { callRoute } from "@/tests/support/api";
import { jpegHeader, solidPng } from "@/tests/support/images";

// The companies API as employers use it, through the real route wrapper, domain code and database.

let sequence = 0;
const uniqueEmail = (name = "user", domain = "example.test") => `${name}.${process.pid}.${++sequence}@${domain}`;

async function tokenFor(email: string): Promise<string> {
  const answer = await callRoute(login, { body: { email, password: FACTORY_PASSWORD } });
  expect(answer.status).toBe(200);
  return answer.body.data.accessToken as string;
}

async function employer(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, { email: uniqueEmail("employer"), loggedAs: "EMPLOYER", isEmployer: true, ...overrides });
  return { user, token: await tokenFor(user.email) };
}

/** An employer who owns one company (created through the API), and its record. */
async function ownerWithCompany(body: Record<string, unknown> = {}) {
  const owner = await employer();
  const answer = await callRoute(createCompany, { token: owner.token, body: { name: "Andes Analytics", ...body } });
  expect(answer.status).toBe(201);
  return { ...owner, company: answer.body.data };
}

function imageForm(fields: Record<string, string>, bytes: Uint8Array, name = "logo.png", type = "image/png"): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

const fullProfile = {
  name: "Cóndor Payments",
  description: "We help online stores get paid in every country of the region.",
  description_es: "Ayudamos a las tiendas en línea a cobrar en todos los países de la región.",
  website: "https://condor.example.test",
  email_domain: "condor.example.test",
  size: "11-50",
  social_links: {
    linkedin: "https://www.linkedin.com/company/condor",
    x: "https://x.com/condor",
    facebook: null,
    instagram: "https://instagram.com/condor",
    github: "https://github.com/condor",
  },
};

describe("POST /api/companies (create)", () => {
  it("creates the company with the caller as owner and answers with the full record", async () => {
    const owner = await employer();
    const answer = await callRoute(createCompany, { token: owner.token, body: fullProfile });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      _id: expect.any(String),
      slug: "condor-payments",
      ...fullProfile,
      logo: null,
      cover: null,
      plan: { planName: "Free", name: "Cóndor Payments", isPlanExpired: false },
      members: [{ _id: owner.user.id, email: owner.user.email, role: "owner", is_domain_member: false }],
      invitations: [],
      is_banned: false,
    });
    const row = await db.company.findUniqueOrThrow({ where: { id: answer.body.data._id }, select: { createdById: true, descriptionEs: true, githubUrl: true } });
    expect(row).toEqual({ createdById: owner.user.id, descriptionEs: fullProfile.description_es, githubUrl: "https://github.com/condor" });
  });

  it("refuses candidates with 403 and anonymous callers with 401", async () => {
    const candidate = await createUser(db, { email: uniqueEmail("candidate"), loggedAs: "CANDIDATE" });
    const asCandidate = await callRoute(createCompany, { token: await tokenFor(candidate.email), body: { name: "Nope Labs" } });
    expect(asCandidate.status).toBe(403);
    expect(asCandidate.body.error?.code).toBe("forbidden");
    expect((await callRoute(createCompany, { body: { name: "Nope Labs" } })).status).toBe(401);
    expect(await db.company.count({ where: { name: "Nope Labs" } })).toBe(0);
  });

  it("gives twenty companies created at once with one name twenty different slugs", async () => {
    const owner = await employer();
    const name = `Colibrí Robotics ${process.pid}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => callRoute(createCompany, { token: owner.token, body: { name } })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const slugs = answers.map((answer) => answer.body.data.slug as string);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).toContain(`colibri-robotics-${process.pid}`);
    for (const slug of slugs) expect(slug).toMatch(new RegExp(`^colibri-robotics-${process.pid}(-[a-z0-9]{6})?$`));
    expect(await db.companyMember.count({ where: { userId: owner.user.id, role: "OWNER" } })).toBe(20);
  });

  it("refuses bad fields with the spec's messages, naming each, and writes nothing", async () => {
    const owner = await employer();
    const answer = await callRoute(createCompany, {
      token: owner.token,
      body: {
        name: "   ",
        description: "x".repeat(5001),
        website: "javascript:alert(1)",
        email_domain: "not a domain",
        size: "huge",
        industry_id: 999999,
        social_links: { linkedin: "linkedin", github: "ftp://github.com/x" },
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.code).toBe("validation_failed");
    const messages = Object.fromEntries((answer.body.error?.details.fields as { path: string; message: string }[]).map((field) => [field.path, field.message]));
    expect(messages).toMatchObject({
      name: "This field is required",
      description: "Exceeds max. number of characters",
      website: "The link you entered is not valid",
      email_domain: "This value is not valid",
      size: "This value is not valid",
      "social_links.linkedin": "The link you entered is not valid",
      "social_links.github": "The link you entered is not valid",
    });
    const tooLong = await callRoute(createCompany, { token: owner.token, body: { name: "n".repeat(121), social_links: { x: `https://x.com/${"a".repeat(500)}` } } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error?.details.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "name", message: "Exceeds max. number of characters" }),
        expect.objectContaining({ path: "social_links.x", message: "Exceeds max. number of characters" }),
      ]),
    );
    const unknownIndustry = await callRoute(createCompany, { token: owner.token, body: { name: "Real Name", industry_id: 999999 } });
    expect(unknownIndustry.status).toBe(422);
    expect(unknownIndustry.body.error?.details.fields).toEqual([expect.objectContaining({ path: "industry_id" })]);
    const notJson = await callRoute(createCompany, { token: owner.token, body: "{" });
    expect(notJson.status).toBe(400);
    expect(await db.company.count({ where: { createdById: owner.user.id } })).toBe(0);
  });
});

describe("GET and PUT /api/companies/{id}", () => {
  it("round-trips: what GET answers, sent back to PUT unchanged, is accepted and changes nothing", async () => {
    const { token, company } = await ownerWithCompany(fullProfile);
    const read = await callRoute(getCompany, { method: "GET", token, params: { id: company._id } });
    expect(read.status).toBe(200);
    const written = await callRoute(updateCompany, { method: "PUT", token, params: { id: company._id }, body: read.body.data });
    expect(written.status).toBe(200);
    expect(written.body.data).toEqual(read.body.data);
  });

  it("lets the owner edit fields, clear optional ones, and keeps the slug and read-only fields", async () => {
    const { token, company } = await ownerWithCompany(fullProfile);
    const answer = await callRoute(updateCompany, {
      method: "PUT",
      token,
      params: { id: company._id },
      body: { name: "Cóndor Pay", description_es: "", website: null, social_links: { x: "" }, slug: "hijacked", plan: { planName: "Premium" }, _id: "whatever" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      _id: company._id,
      name: "Cóndor Pay",
      slug: company.slug,
      description: fullProfile.description,
      description_es: null,
      website: null,
      social_links: { ...fullProfile.social_links, x: null },
      plan: { planName: "Free", name: "Cóndor Pay" },
    });
  });

  it("refuses unknown fields and bad values with 422, leaving the record as it was", async () => {
    const { token, company } = await ownerWithCompany(fullProfile);
    for (const body of [{ owner_id: "x" }, { name: "" }, { social_links: { myspace: "https://myspace.com/x" } }, { country_id: -1 }]) {
      const answer = await callRoute(updateCompany, { method: "PUT", token, params: { id: company._id }, body });
      expect(answer.status).toBe(422);
      expect(answer.body.error?.details.fields.length).toBeGreaterThan(0);
    }
    expect((await callRoute(getCompany, { method: "GET", token, params: { id: company._id } })).body.data).toMatchObject(fullProfile);
  });

  it("shows the company to members but lets only the owner edit it; others get 404", async () => {
    const { token, company } = await ownerWithCompany();
    const { user: colleague } = await addCompanyMember(db, { id: company._id });
    const colleagueToken = await tokenFor(colleague.email);
    const stranger = await employer();

    expect((await callRoute(getCompany, { method: "GET", token: colleagueToken, params: { id: company._id } })).status).toBe(200);
    const memberEdit = await callRoute(updateCompany, { method: "PUT", token: colleagueToken, params: { id: company._id }, body: { name: "Mine now" } });
    expect(memberEdit.status).toBe(403);

    for (const answer of [
      await callRoute(getCompany, { method: "GET", token: stranger.token, params: { id: company._id } }),
      await callRoute(updateCompany, { method: "PUT", token: stranger.token, params: { id: company._id }, body: { name: "Mine now" } }),
      await callRoute(companyPosts, { method: "GET", token: stranger.token, params: { id: company._id } }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error?.code).toBe("not_found");
    }
    expect((await callRoute(getCompany, { method: "GET", token, params: { id: "not-a-uuid" } })).status).toBe(400);
    expect((await db.company.findUniqueOrThrow({ where: { id: company._id } })).name).toBe("Andes Analytics");
  });

  it("marks members whose confirmed e-mail is in the company's domain", async () => {
    const { token, company } = await ownerWithCompany({ email_domain: "andes.example.test" });
    const inDomain = await addCompanyMember(db, { id: company._id }, { user: { email: uniqueEmail("ana", "Andes.example.test") } });
    const unconfirmed = await addCompanyMember(db, { id: company._id }, { user: { email: uniqueEmail("bob", "andes.example.test"), emailVerifiedAt: null } });
    const outside = await addCompanyMember(db, { id: company._id }, { user: { email: uniqueEmail("cid", "sub.andes.example.test") } });
    const answer = await callRoute(getCompany, { method: "GET", token, params: { id: company._id } });
    const flags = Object.fromEntries((answer.body.data.members as { _id: string; is_domain_member: boolean }[]).map((member) => [member._id, member.is_domain_member]));
    expect(flags).toMatchObject({ [inDomain.user.id]: true, [unconfirmed.user.id]: false, [outside.user.id]: false });
  });

  it("shows the plan of a paying company", async () => {
    const { employer: owner, company } = await createEmployerWithCompany(db, { plan: "PREMIUM", employer: { email: uniqueEmail("premium") } });
    const answer = await callRoute(getCompany, { method: "GET", token: await tokenFor(owner.email), params: { id: company.id } });
    expect(answer.body.data.plan).toEqual({ planName: "Premium", name: company.name, isPlanExpired: false });
  });
});

describe("the public company page", () => {
  it("shows the description in the page's language when there is one, and the safe social links", async () => {
    const { token, company } = await ownerWithCompany(fullProfile);
    expect(await getPublicCompany(company.slug, "es")).toMatchObject({ description: fullProfile.description_es });
    const english = await getPublicCompany(company.slug, "en");
    expect(english).toMatchObject({ description: fullProfile.description });
    expect(english?.socialLinks.map((link) => link.network)).toEqual(["linkedin", "x", "instagram", "github"]);

    await callRoute(updateCompany, { method: "PUT", token, params: { id: company._id }, body: { description: null } });
    expect(await getPublicCompany(company.slug, "en")).toMatchObject({ description: fullProfile.description_es });
  });
});

describe("the caller's companies", () => {
  it("lists them for the user, and filters and pages them by name", async () => {
    const owner = await employer();
    for (const name of ["Zeta Works", "Alpha Labs", "Alpha Cloud"]) await callRoute(createCompany, { token: owner.token, body: { name } });
    const { company: other } = await createEmployerWithCompany(db, { company: { name: "Alpha Elsewhere" } });
    await addCompanyMember(db, other, { member: owner.user });

    const all = await callRoute(listForUser, { method: "GET", token: owner.token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((company: { name: string; role: string }) => [company.name, company.role])).toEqual([
      ["Alpha Cloud", "owner"],
      ["Alpha Elsewhere", "member"],
      ["Alpha Labs", "owner"],
      ["Zeta Works", "owner"],
    ]);
    expect(all.body.data[0]).toEqual({ _id: expect.any(String), name: "Alpha Cloud", slug: expect.any(String), logo: null, role: "owner", plan: { planName: "Free", name: "Alpha Cloud", isPlanExpired: false } });

    const page = await callRoute(searchCompanies, { method: "GET", token: owner.token, path: "/api/companies?search=alpha&take=2&page=2" });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ total: 3, page: 2, take: 2, items: [{ name: "Alpha Labs" }] });
    const bad = await callRoute(searchCompanies, { method: "GET", token: owner.token, path: "/api/companies?take=500" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.code).toBe("invalid_query");
  });

  it("gives each company card the quota the plan-limit calls read, on every plan", async () => {
    const { employer: owner, company: pro } = await createEmployerWithCompany(db, { plan: "PRO", company: { name: "B Pro" } });
    const { company: free } = await createEmployerWithCompany(db, { company: { name: "A Free" } });
    const { company: lapsed } = await createEmployerWithCompany(db, { plan: "PREMIUM", subscriptionStatus: "EXPIRED", company: { name: "C Lapsed" } });
    for (const company of [free, lapsed]) await addCompanyMember(db, company, { member: owner });
    for (const [company, statuses] of [[free, ["OPEN", "DRAFT"]], [pro, ["OPEN", "OPEN", "PAUSED", "CLOSED"]], [lapsed, ["OPEN"]]] as const) {
      for (const status of statuses) await createJob(db, { company, createdBy: owner, status });
    }
    const caller: CurrentUser = { id: owner.id, email: owner.email, role: "USER", side: "EMPLOYER", isEmployer: true, firstName: owner.firstName, lastName: owner.lastName, profilePicUrl: null };

    const cards = await listCompanyCards(caller);

    expect(cards.map((card) => [card.name, card.openJobs])).toEqual([
      ["A Free", { current: 1, limit: 1 }],
      ["B Pro", { current: 2, limit: expect.any(Number) }],
      ["C Lapsed", { current: 1, limit: 1 }],
    ]);
    for (const card of cards) {
      const usage = await getCompanyPlanUsage(caller, card._id);
      expect(card.openJobs).toEqual({ current: usage.jobs_active.current, limit: usage.jobs_active.limit });
    }
  });

  it("lists the company's jobs in every status for its members", async () => {
    const { user, token, company } = await ownerWithCompany();
    const draft = await createJob(db, { company: { id: company._id }, createdBy: user, status: "DRAFT", isPublic: false });
    const open = await createJob(db, { company: { id: company._id }, createdBy: user, status: "OPEN" });
    const answer = await callRoute(companyPosts, { method: "GET", token, params: { id: company._id } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(
      expect.arrayContaining([
        { _id: draft.id, job_title: draft.title, status: "draft", public: false, created_at: expect.any(String), published_at: null },
        { _id: open.id, job_title: open.title, status: "open", public: true, created_at: expect.any(String), published_at: expect.any(String) },
      ]),
    );
    expect(answer.body.data).toHaveLength(2);
  });
});

describe("company images", () => {
  it("stores a logo checked by its content, replaces it, serves it, and resets it", async () => {
    const { token, company } = await ownerWithCompany();
    const first = await callRoute(imageUpload, { token, path: "/api/companies/image-upload?replaceImages=true", form: imageForm({ companyId: company._id, type: "logo" }, solidPng()) });
    expect(first.status).toBe(200);
    expect(first.body.data.logo).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    // The browser's claim does not matter: JPEG bytes named .png are stored as JPEG.
    const second = await callRoute(imageUpload, { token, path: "/api/companies/image-upload?replaceImages=true", form: imageForm({ companyId: company._id, type: "logo" }, jpegHeader, "photo.png") });
    expect(second.status).toBe(200);
    const files = await db.storedFile.findMany({ where: { companyId: company._id }, select: { id: true, kind: true, mimeType: true } });
    expect(files).toEqual([{ id: second.body.data.logo.split("/").pop(), kind: "COMPANY_LOGO", mimeType: "image/jpeg" }]);

    const cover = await callRoute(imageUpload, { token, path: "/api/companies/image-upload", form: imageForm({ companyId: company._id, type: "cover" }, solidPng()) });
    expect(cover.body.data).toMatchObject({ logo: second.body.data.logo, cover: expect.stringMatching(/^\/api\/files\//) });

    const reset = await callRoute(resetImage, { token, body: { type: "logo", companyId: company._id } });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ logo: null, cover: cover.body.data.cover });
    expect(await db.storedFile.findMany({ where: { companyId: company._id }, select: { kind: true } })).toEqual([{ kind: "COMPANY_COVER" }]);
  });

  it("keeps earlier files when replaceImages is false", async () => {
    const { token, company } = await ownerWithCompany();
    for (let i = 0; i < 2; i++) {
      const answer = await callRoute(imageUpload, { token, path: "/api/companies/image-upload?replaceImages=false", form: imageForm({ companyId: company._id, type: "cover" }, solidPng()) });
      expect(answer.status).toBe(200);
    }
    expect(await db.storedFile.count({ where: { companyId: company._id, kind: "COMPANY_COVER" } })).toBe(2);
  });

  it("refuses a text file posing as a PNG, bad fields, and uploads from members or strangers", async () => {
    const { token, company } = await ownerWithCompany();
    const fake = await callRoute(imageUpload, { token, path: "/api/companies/image-upload", form: imageForm({ companyId: company._id, type: "logo" }, Buffer.from("<svg onload=alert(1)>not a png</svg>")) });
    expect(fake.status).toBe(422);
    expect(fake.body.error?.code).toBe("unsupported_image");

    const badType = await callRoute(imageUpload, { token, path: "/api/companies/image-upload", form: imageForm({ companyId: company._id, type: "banner" }, solidPng()) });
    expect(badType.status).toBe(422);
    expect(badType.body.error?.details.fields).toEqual([expect.objectContaining({ path: "type" })]);
    const noFile = await callRoute(imageUpload, { token, path: "/api/companies/image-upload", form: (() => { const form = new FormData(); form.append("companyId", company._id); form.append("type", "logo"); return form; })() });
    expect(noFile.status).toBe(422);
    const badFlag = await callRoute(imageUpload, { token, path: "/api/companies/image-upload?replaceImages=maybe", form: imageForm({ companyId: company._id, type: "logo" }, solidPng()) });
    expect(badFlag.status).toBe(400);

    const { user: colleague } = await addCompanyMember(db, { id: company._id });
    const asMember = await callRoute(imageUpload, { token: await tokenFor(colleague.email), path: "/api/companies/image-upload", form: imageForm({ companyId: company._id, type: "logo" }, solidPng()) });
    expect(asMember.status).toBe(403);
    const stranger = await employer();
    const asStranger = await callRoute(resetImage, { token: stranger.token, body: { type: "logo", companyId: company._id } });
    expect(asStranger.status).toBe(404);
    expect(await db.storedFile.count({ where: { companyId: company._id } })).toBe(0);
  });
});

describe("colleagues", () => {
  it("adds an existing user at once and tells them by e-mail", async () => {
    const { user: owner, token, company } = await ownerWithCompany();
    const colleague = await createUser(db, { email: uniqueEmail("colleague"), locale: "es" });
    const answer = await callRoute(inviteColleague, { token, params: { id: company._id }, body: { email: `  ${colleague.email.toUpperCase()} ` } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: "added", member: { _id: colleague.id, email: colleague.email, role: "member", is_domain_member: false } });
    expect(await db.companyMember.findUnique({ where: { companyId_userId: { companyId: company._id, userId: colleague.id } } })).toMatchObject({ role: "MEMBER" });
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: colleague.email, template: "company_member_added" } });
    expect(mail).toMatchObject({ locale: "es", userId: colleague.id });
    expect(mail.subject).toContain(company.name);

    const again = await callRoute(inviteColleague, { token, params: { id: company._id }, body: { email: colleague.email } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "already_exists", details: { fields: [{ path: "email", message: "This field is unique" }] } });
    const self = await callRoute(inviteColleague, { token, params: { id: company._id }, body: { email: owner.email } });
    expect(self.status).toBe(409);
  });

  it("invites a new address, which joins when it signs up with the mailed link", async () => {
    const { token, company } = await ownerWithCompany();
    const email = uniqueEmail("newcomer");
    const answer = await callRoute(inviteColleague, { token, params: { id: company._id }, body: { email } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: "invited", invitation: { _id: expect.any(String), email, expires_at: expect.any(String) } });
    expect((await callRoute(getCompany, { method: "GET", token, params: { id: company._id } })).body.data.invitations).toEqual([expect.objectContaining({ email })]);

    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: email, template: "company_invitation" } });
    const link = new URL(/https?:\/\/\S+\/auth\/signup\?\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get("email")).toBe(email);
    const invitationToken = link.searchParams.get("invitation")!;
    expect(await db.companyInvitation.count({ where: { tokenHash: invitationToken } })).toBe(0);

    const signedUp = await callRoute(signUp, { body: { email, password: "long enough", logged_as: "employer", invitation_token: invitationToken } });
    expect(signedUp.status).toBe(201);
    expect(await db.companyMember.findUnique({ where: { companyId_userId: { companyId: company._id, userId: signedUp.body.data._id } } })).toMatchObject({ role: "MEMBER" });
    expect((await callRoute(getCompany, { method: "GET", token, params: { id: company._id } })).body.data.invitations).toEqual([]);
  });

  it("keeps an invitation pending at a sign-up without the token, until the address is confirmed", async () => {
    const { token, company } = await ownerWithCompany();
    const email = uniqueEmail("typist");
    await callRoute(inviteColleague, { token, params: { id: company._id }, body: { email } });

    const signedUp = await callRoute(signUp, { body: { email, password: "long enough", invitation_token: "guessed" } });
    expect(signedUp.status).toBe(201);
    const userId = signedUp.body.data._id as string;
    expect(await db.companyMember.count({ where: { companyId: company._id, userId } })).toBe(0);

    const confirmation = await db.outboxEmail.findFirstOrThrow({ where: { to: email, template: "email_confirmation" } });
    const confirmToken = decodeURIComponent(/verify-email\?token=(\S+)/.exec(confirmation.text)![1]!);
    expect((await callRoute(verifyToken, { body: { token: confirmToken } })).status).toBe(200);
    expect(await db.companyMember.count({ where: { companyId: company._id, userId } })).toBe(1);
  });

  it("lets only the owner invite and remove, and never remove themself", async () => {
    const { user: owner, token, company } = await ownerWithCompany();
    const { user: colleague } = await addCompanyMember(db, { id: company._id });
    const colleagueToken = await tokenFor(colleague.email);

    const byMember = await callRoute(inviteColleague, { token: colleagueToken, params: { id: company._id }, body: { email: uniqueEmail("friend") } });
    expect(byMember.status).toBe(403);
    expect((await callRoute(removeMember, { method: "DELETE", token: colleagueToken, params: { id: company._id, userId: owner.id } })).status).toBe(403);
    const selfRemoval = await callRoute(removeMember, { method: "DELETE", token, params: { id: company._id, userId: owner.id } });
    expect(selfRemoval.status).toBe(403);
    expect(selfRemoval.body.error?.details).toEqual({ reason: "owner_cannot_leave" });

    const removed = await callRoute(removeMember, { method: "DELETE", token, params: { id: company._id, userId: colleague.id } });
    expect(removed.status).toBe(200);
    expect(removed.body.data.members.map((member: { _id: string }) => member._id)).toEqual([owner.id]);
    expect((await callRoute(removeMember, { method: "DELETE", token, params: { id: company._id, userId: colleague.id } })).status).toBe(404);
    expect((await callRoute(getCompany, { method: "GET", token: colleagueToken, params: { id: company._id } })).status).toBe(404);
  });

  it("refuses a bad e-mail with the spec's message", async () => {
    const { token, company } = await ownerWithCompany();
    for (const [email, message] of [["not-an-email", "Enter a valid email"], ["", "This field is required"]] as const) {
      const answer = await callRoute(inviteColleague, { token, params: { id: company._id }, body: { email } });
      expect(answer.status).toBe(422);
      expect(answer.body.error?.details.fields).toEqual([expect.objectContaining({ path: "email", message })]);
    }
    expect(await db.companyInvitation.count({ where: { companyId: company._id } })).toBe(0);
  });
});
