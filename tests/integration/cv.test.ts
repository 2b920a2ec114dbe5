import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";

import { GET as getFile } from "@/app/api/files/[id]/route";
import { GET as downloadCv } from "@/app/api/users/[id]/cv/route";
import { DELETE as deleteCv } from "@/app/api/users/cv/delete/route";
import { GET as publicCandidates } from "@/app/api/users/public/route";
import { POST as testCv } from "@/app/api/users/test-cv/route";
import { POST as uploadCv } from "@/app/api/users/upload-cv/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { CV_MAX_BYTES } from "@/lib/cv/cv-rules";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { createApplication, createEmployerWithCompany, createJob, createUser } from "@/prisma/factories";
import { callRoute } from "@/tests/support/api";
import { buildDocx, buildPdf } from "@/prisma/factories/cv-files";

// The CV endpoints as Next calls them: the real wrapper, readers, rules and database.

const tokenOf = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

function cvForm(bytes: Uint8Array, name: string, type = "application/pdf"): FormData {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

async function candidate(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, { loggedAs: "CANDIDATE", ...overrides });
  return { user, token: tokenOf(user) };
}

const upload = (token: string, bytes: Uint8Array, name = "cv.pdf", type?: string) => callRoute(uploadCv, { token, form: cvForm(bytes, name, type) });
const download = (userId: string, token?: string) => callRoute(downloadCv, { method: "GET", token, params: { id: userId } });

describe("POST /api/users/test-cv", () => {
  it("says what it read, pages, words, an excerpt and the catalogue skills named, and stores nothing", async () => {
    await db.skill.createMany({ data: [{ name: "TypeScript" }, { name: "React" }, { name: "Java" }, { name: "C++" }], skipDuplicates: true });
    const { user, token } = await candidate();
    const pdf = buildPdf({ pages: [["Ada Lovelace", "Senior typescript engineer: react, C++"], ["JavaScript (not Java) since 2015"]] });
    const answer = await callRoute(testCv, { token, form: cvForm(pdf, "Ada's CV.PDF") });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      file_name: "Ada's CV.pdf",
      type: "pdf",
      pages: 2,
      word_count: 12,
      excerpt: "Ada Lovelace Senior typescript engineer: react, C++ JavaScript (not Java) since 2015",
      skills: ["TypeScript", "React", "C++", "Java"],
    });
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).cvText).toBeNull();
  });

  it("reads a Word document", async () => {
    const { token } = await candidate();
    const answer = await callRoute(testCv, { token, form: cvForm(buildDocx(["María Fernández", "Kotlin developer"]), "cv.docx", "application/octet-stream") });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ type: "docx", file_name: "cv.docx", word_count: 4, excerpt: "María Fernández Kotlin developer" });
  });

  it("refuses a text file named cv.pdf, a PDF with JavaScript, a macro document, and 10 MB and more", async () => {
    const { token } = await candidate();
    const fake = await callRoute(testCv, { token, form: cvForm(Buffer.from("I am a CV, trust me."), "cv.pdf") });
    expect(fake.status).toBe(422);
    expect(fake.body.error).toMatchObject({ code: "unsupported_file_type", details: { reason: "not_pdf_or_docx" } });

    const scripted = await callRoute(testCv, { token, form: cvForm(buildPdf({ catalogExtra: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }), "cv.pdf") });
    expect(scripted.status).toBe(422);
    expect(scripted.body.error).toMatchObject({ code: "unsupported_file_type", details: { reason: "active_content" } });

    const macros = await callRoute(testCv, { token, form: cvForm(buildDocx(["Hi"], { macros: true }), "cv.docx") });
    expect(macros.body.error).toMatchObject({ code: "unsupported_file_type", details: { reason: "macros" } });

    const big = await callRoute(testCv, { token, form: cvForm(Buffer.concat([buildPdf(), Buffer.alloc(CV_MAX_BYTES)]), "big.pdf") });
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({ code: "payload_too_large", details: { maxBytes: CV_MAX_BYTES } });

    const declared = await callRoute(testCv, {
      token,
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(50 * 1024 * 1024) },
      body: "--x--",
    });
    expect(declared.status).toBe(413);
  });
});

describe("POST /api/users/upload-cv and DELETE /api/users/cv/delete", () => {
  it("stores the CV with its name and text in one go, replaces it (deleting the old file), and deletes it", async () => {
    const { user, token } = await candidate();
    const first = await upload(token, buildPdf({ pages: [["First version"]] }), "first.pdf");
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ file_name: "first.pdf", type: "pdf", download_url: `/api/users/${user.id}/cv` });
    const firstRow = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(firstRow).toMatchObject({ cvFileName: "first.pdf", cvText: "First version" });
    expect(firstRow.cvUploadedAt?.toISOString()).toBe(first.body.data.uploaded_at);

    const second = await upload(token, buildDocx(["Second version"]), "second.docx");
    expect(second.status).toBe(200);
    const secondRow = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(secondRow).toMatchObject({ cvFileName: "second.docx", cvText: "Second version" });
    expect(secondRow.cvFileId).not.toBe(firstRow.cvFileId);
    expect(await db.storedFile.findMany({ where: { ownerId: user.id }, select: { id: true, kind: true, mimeType: true } })).toEqual([
      { id: secondRow.cvFileId, kind: "CV", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
    ]);

    const deleted = await callRoute(deleteCv, { method: "DELETE", token });
    expect(deleted.status).toBe(200);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { cvFileId: true, cvFileName: true, cvText: true, cvUploadedAt: true } })).toEqual({
      cvFileId: null,
      cvFileName: null,
      cvText: null,
      cvUploadedAt: null,
    });
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(0);
    const again = await callRoute(deleteCv, { method: "DELETE", token });
    expect(again.status).toBe(404);
  });

  it("keeps the earlier CV when the new file is refused, and one CV when two uploads race", async () => {
    const { user, token } = await candidate();
    await upload(token, buildPdf({ pages: [["Kept"]] }));
    const refused = await upload(token, Buffer.from("plain text"), "new.pdf");
    expect(refused.status).toBe(422);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).cvText).toBe("Kept");

    const answers = await Promise.all([upload(token, buildPdf({ pages: [["One"]] })), upload(token, buildPdf({ pages: [["Two"]] }))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const files = await db.storedFile.findMany({ where: { ownerId: user.id }, select: { id: true } });
    expect(files).toHaveLength(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).cvFileId).toBe(files[0]!.id);
  });

  it("is never served by the public file route", async () => {
    const { user, token } = await candidate();
    await upload(token, buildPdf());
    const { cvFileId } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    const answer = await getFile(new NextRequest(`http://localhost/api/files/${cvFileId}`), { params: Promise.resolve({ id: cvFileId! }) });
    expect(answer.status).toBe(404);
  });
});

describe("GET /api/users/{id}/cv", () => {
  it("serves the candidate their own CV as an attachment, never cached or sniffed", async () => {
    const { user, token } = await candidate();
    const pdf = buildPdf({ pages: [["Mine"]] });
    await upload(token, pdf, "Currículum José Ñandú.pdf");
    const answer = await callRoute(downloadCv, { method: "GET", token, params: { id: user.id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-disposition")).toBe(
      `attachment; filename="Curriculum Jose Nandu.pdf"; filename*=UTF-8''Curr%C3%ADculum%20Jos%C3%A9%20%C3%91and%C3%BA.pdf`,
    );
    expect(answer.headers.get("content-length")).toBe(String(pdf.length));
  });

  it("serves employers of a job the candidate applied to, and nobody else", async () => {
    const { user, token } = await candidate();
    await upload(token, buildPdf());
    const hiring = await createEmployerWithCompany(db);
    const job = await createJob(db, { company: hiring.company, createdBy: hiring.employer });
    await createApplication(db, { job, candidate: user });
    const colleague = await createUser(db, { loggedAs: "EMPLOYER", isEmployer: true });
    await db.companyMember.create({ data: { companyId: hiring.company.id, userId: colleague.id } });
    const other = await createEmployerWithCompany(db);
    await createJob(db, { company: other.company, createdBy: other.employer });
    const stranger = await candidate();
    const administrator = await createUser(db, { role: "ADMINISTRATOR" });

    expect((await download(user.id, tokenOf(hiring.employer))).status).toBe(200);
    expect((await download(user.id, tokenOf(colleague))).status).toBe(200);
    expect((await download(user.id, tokenOf(other.employer))).body.error?.code).toBe("not_found");
    expect((await download(user.id, stranger.token)).status).toBe(404);
    expect((await download(user.id, tokenOf(administrator))).status).toBe(404);
    expect((await download(user.id)).status).toBe(401);

    // Withdrawing takes the CV back from the employer.
    await db.application.updateMany({ where: { candidateId: user.id }, data: { withdrawnAt: new Date() } });
    expect((await download(user.id, tokenOf(hiring.employer))).status).toBe(404);
  });

  it("answers 404 when there is no CV", async () => {
    const { user, token } = await candidate();
    expect((await download(user.id, token)).status).toBe(404);
  });
});

describe("candidate search reads CVs", () => {
  it("finds a candidate by a word only their CV has, and loses them when the CV is deleted", async () => {
    const { user, token } = await candidate({ firstName: "Quentin", lastName: "Zyxwvuts", title: "Engineer", isOpenToWork: true });
    await upload(token, buildPdf({ pages: [["Quentin Zyxwvuts", "Fluent in Brainfsckology and Quuxlang"]] }));
    const search = async (text: string) => {
      const answer = await callRoute(publicCandidates, { method: "GET", path: `/api/users/public?search=${encodeURIComponent(text)}` });
      expect(answer.status).toBe(200);
      return (answer.body.data.items as { _id: string }[]).map((item) => item._id);
    };
    expect(await search("brainfsckology")).toEqual([user.id]);
    expect(await search("quuxlang quentin")).toEqual([user.id]);
    // The surname stays hidden from viewers who may not see it, even though the CV names it.
    expect(await search("zyxwvuts")).toEqual([]);

    await callRoute(deleteCv, { method: "DELETE", token });
    expect(await search("brainfsckology")).toEqual([]);
  });
});
