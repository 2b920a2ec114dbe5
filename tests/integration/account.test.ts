import { describe, expect, it } from "@jest/globals";
import { decode, encode } from "next-auth/jwt";
import { NextRequest } from "next/server";

import { POST as changePassword } from "@/app/api/auth/change-password-profile/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as refreshSession } from "@/app/api/auth/refresh-session/route";
import { POST as switchSide } from "@/app/api/auth/switch-side/route";
import { GET as getFile } from "@/app/api/files/[id]/route";
import { PUT as updateProfilePic } from "@/app/api/users/[id]/profilePic/route";
import { PUT as updateUser } from "@/app/api/users/[id]/route";
import { PUT as changeEmail } from "@/app/api/users/profile/change-email/route";
import { POST as deleteAccount } from "@/app/api/users/profile/delete-account/route";
import { POST as sendEmailVerification } from "@/app/api/users/profile/send-email-verification/route";
import { POST as signUp } from "@/app/api/users/route";
import { route } from "@/lib/api/route";
import { db } from "@/lib/db";
import { PROFILE_PICTURE_MAX_BYTES } from "@/lib/files/upload-rules";
import { addCompanyMember, createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { callRoute } from "@/tests/support/api";
import { jpegHeader, solidPng, webpHeader } from "@/tests/support/images";

// The profile and account-settings endpoints, called as Next calls them: the real wrapper, the
// real domain code, the real database.

let sequence = 0;
const uniqueEmail = (name = "user") => `${name}.${process.pid}.${++sequence}@example.test`;

const call = callRoute;

async function tokenFor(email: string, password = FACTORY_PASSWORD): Promise<string> {
  const answer = await call(login, { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.data.accessToken as string;
}

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, { email: uniqueEmail(), ...overrides });
  return { user, token: await tokenFor(user.email) };
}

const whoAmI = route({}, async ({ user }) => ({ id: user.id, side: user.side }), { auth: "user" });

function pictureForm(bytes: Uint8Array, name = "picture.png", type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

async function fetchFile(url: string, headers: Record<string, string> = {}) {
  const id = url.split("/").pop()!;
  return getFile(new NextRequest(`http://localhost${url}`, { headers }), { params: Promise.resolve({ id }) });
}

describe("PUT /api/users/{id} (profile)", () => {
  it("saves the caller's names, tidied, and answers with the account", async () => {
    const { user, token } = await signedIn();
    const answer = await call(updateUser, { method: "PUT", token, params: { id: user.id }, body: { first_name: "  Mari\u0301a   José ", last_name: "O'Brien-Núñez" } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: user.id, personal_information: { first_name: "María José", last_name: "O'Brien-Núñez" } });
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true, lastName: true } })).toEqual({ firstName: "María José", lastName: "O'Brien-Núñez" });
  });

  it("refuses names with digits or symbols, empty names and names over 80 characters with the spec's messages", async () => {
    const { user, token } = await signedIn();
    const cases = [
      [{ first_name: "R2D2" }, "Only letters are allowed"],
      [{ last_name: "Smith!" }, "Only letters are allowed"],
      [{ first_name: " - " }, "Only letters are allowed"],
      [{ first_name: "   " }, "This field is required"],
      [{ last_name: "a".repeat(81) }, "Exceeds max. number of characters"],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await call(updateUser, { method: "PUT", token, params: { id: user.id }, body });
      expect(answer.status).toBe(422);
      expect(answer.body.error?.details.fields).toEqual([expect.objectContaining({ path: Object.keys(body)[0], message })]);
    }
  });

  it("refuses unknown fields with 422, so that nobody can set their role or e-mail through it", async () => {
    const { user, token } = await signedIn();
    for (const body of [{ role: "administrator" }, { email: "x@example.test" }, { first_name: "Ana", profile_pic: "/x" }]) {
      const answer = await call(updateUser, { method: "PUT", token, params: { id: user.id }, body });
      expect(answer.status).toBe(422);
      expect(answer.body.error?.code).toBe("validation_failed");
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("USER");
  });

  it("answers 404 for another user's id and changes nothing, 401 without a session", async () => {
    const { token } = await signedIn();
    const other = await createUser(db, { email: uniqueEmail("other"), firstName: "Untouched" });
    const answer = await call(updateUser, { method: "PUT", token, params: { id: other.id }, body: { first_name: "Changed" } });
    expect(answer.status).toBe(404);
    expect(answer.body.error?.code).toBe("not_found");
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).firstName).toBe("Untouched");
    expect((await call(updateUser, { method: "PUT", params: { id: other.id }, body: { first_name: "Changed" } })).status).toBe(401);
    expect((await call(updateUser, { method: "PUT", token, params: { id: "not-a-uuid" }, body: {} })).status).toBe(400);
  });

  it("switches the working side; switching to employer makes the user an employer for good", async () => {
    const { user, token } = await signedIn();
    const toEmployer = await call(updateUser, { method: "PUT", token, params: { id: user.id }, body: { logged_as: "employer" } });
    expect(toEmployer.body.data).toMatchObject({ logged_as: "employer", is_employer: true });
    expect((await call(whoAmI, { token })).body.data.side).toBe("EMPLOYER");

    const back = await call(updateUser, { method: "PUT", token, params: { id: user.id }, body: { logged_as: "candidate", is_employer: false } });
    expect(back.body.data).toMatchObject({ logged_as: "candidate", is_employer: true });
  });
});

describe("POST /api/auth/switch-side", () => {
  it("switches sides and sends the session cookie back on the new side", async () => {
    const user = await createUser(db, { email: uniqueEmail("switcher") });
    const secret = process.env.NEXTAUTH_SECRET!;
    const cookie = await encode({ token: { sub: user.id, authTime: Date.now(), logged_as: "candidate" }, secret });
    const headers = { cookie: `next-auth.session-token=${cookie}` };

    const answer = await call(switchSide, { headers, body: { side: "employer" } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: user.id, logged_as: "employer", is_employer: true });
    const setCookie = answer.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^next-auth\.session-token=[^;]+;.*HttpOnly/i);
    const refreshed = await decode({ token: setCookie.split(";")[0]!.split("=")[1]!, secret });
    expect(refreshed).toMatchObject({ sub: user.id, logged_as: "employer", is_employer: true, email: user.email });

    const back = await call(switchSide, { headers: { cookie: setCookie.split(";")[0]! }, body: { side: "candidate" } });
    expect(back.body.data).toMatchObject({ logged_as: "candidate", is_employer: true });
  });

  it("leaves Bearer callers' cookies alone and refuses anything but a side", async () => {
    const { token } = await signedIn();
    const answer = await call(switchSide, { token, body: { side: "employer" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("set-cookie")).toBeNull();
    for (const body of [{ side: "administrator" }, { side: "employer", userId: "x" }, {}]) {
      expect((await call(switchSide, { token, body })).status).toBe(422);
    }
    expect((await call(switchSide, { body: { side: "employer" } })).status).toBe(401);
  });
});

describe("POST /api/auth/change-password-profile from the browser", () => {
  it("ends the old cookie session and hands this browser a renewed one in the same answer", async () => {
    const user = await createUser(db, { email: uniqueEmail("cookie-changer") });
    const secret = process.env.NEXTAUTH_SECRET!;
    const old = `next-auth.session-token=${await encode({ token: { sub: user.id, authTime: Date.now() - 1_000, logged_as: "candidate" }, secret })}`;
    const body = { userId: user.id, currentPassword: FACTORY_PASSWORD, newPassword: "changed password", confirmPassword: "changed password" };

    const answer = await call(changePassword, { headers: { cookie: old }, body });
    expect(answer.status).toBe(200);
    const renewed = answer.headers.get("set-cookie")!.split(";")[0]!;
    expect(renewed).toMatch(/^next-auth\.session-token=/);
    // The cookie the change was sent with is revoked like every other session; the renewed one goes on.
    expect((await call(switchSide, { headers: { cookie: old }, body: { side: "candidate" } })).status).toBe(401);
    expect((await call(switchSide, { headers: { cookie: renewed }, body: { side: "candidate" } })).status).toBe(200);
  });

  it("renews nothing when the change is refused", async () => {
    const user = await createUser(db, { email: uniqueEmail("cookie-wrong") });
    const cookie = `next-auth.session-token=${await encode({ token: { sub: user.id, authTime: Date.now(), logged_as: "candidate" }, secret: process.env.NEXTAUTH_SECRET! })}`;
    const answer = await call(changePassword, { headers: { cookie }, body: { userId: user.id, currentPassword: "not it", newPassword: "changed password", confirmPassword: "changed password" } });
    expect(answer.status).toBe(422);
    expect(answer.headers.get("set-cookie")).toBeNull();
  });
});

describe("GET /api/auth/refresh-session", () => {
  it("re-issues a cookie that lags behind a side switched elsewhere, then goes back to the page", async () => {
    const user = await createUser(db, { email: uniqueEmail("two-browsers"), loggedAs: "EMPLOYER", isEmployer: true });
    const secret = process.env.NEXTAUTH_SECRET!;
    // This browser's cookie still says candidate: the switch happened in another one.
    const stale = await encode({ token: { sub: user.id, authTime: Date.now(), logged_as: "candidate" }, secret });

    const answer = await call(refreshSession, { method: "GET", path: "/api/auth/refresh-session?callbackUrl=%2Fes%2Fhome%2Fcandidates-jobs-listing", headers: { cookie: `next-auth.session-token=${stale}` } });

    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/es/home/candidates-jobs-listing");
    const setCookie = answer.headers.get("set-cookie")!;
    expect(await decode({ token: setCookie.split(";")[0]!.split("=")[1]!, secret })).toMatchObject({ sub: user.id, logged_as: "employer" });
  });

  it("goes back only to a page of this site", async () => {
    const { token } = await signedIn();
    for (const callbackUrl of ["https://evil.test/x", "//evil.test", "/api/users"]) {
      const answer = await call(refreshSession, { method: "GET", token, path: `/api/auth/refresh-session?callbackUrl=${encodeURIComponent(callbackUrl)}` });
      expect(answer.headers.get("location")).toBe("/en/home");
    }
  });
});

describe("PUT /api/users/{id}/profilePic and GET /api/files/{id}", () => {
  it("stores a PNG in the database and serves it with its type, for good, and never sniffed", async () => {
    const { user, token } = await signedIn();
    const png = solidPng();
    const answer = await call(updateProfilePic, { method: "PUT", token, params: { id: user.id }, form: pictureForm(png, "me.png", "application/octet-stream") });
    expect(answer.status).toBe(200);
    const url = answer.body.data.personal_information.profile_pic as string;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profilePicUrl).toBe(url);

    const served = await fetchFile(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const etag = served.headers.get("etag")!;
    expect((await fetchFile(url, { "if-none-match": etag })).status).toBe(304);
  });

  it("replaces the previous picture and deletes it in the same transaction", async () => {
    const { user, token } = await signedIn();
    const first = await call(updateProfilePic, { method: "PUT", token, params: { id: user.id }, form: pictureForm(solidPng()) });
    const second = await call(updateProfilePic, { method: "PUT", token, params: { id: user.id }, form: pictureForm(jpegHeader, "me.jpg", "image/jpeg") });
    expect(second.status).toBe(200);
    const [firstUrl, secondUrl] = [first.body.data.personal_information.profile_pic, second.body.data.personal_information.profile_pic];
    expect(secondUrl).not.toBe(firstUrl);
    expect((await fetchFile(firstUrl)).status).toBe(404);
    expect((await fetchFile(secondUrl)).headers.get("content-type")).toBe("image/jpeg");
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(1);
  });

  it("keeps one picture when two uploads race", async () => {
    const { user, token } = await signedIn();
    const answers = await Promise.all([
      call(updateProfilePic, { method: "PUT", token, params: { id: user.id }, form: pictureForm(solidPng({ rgb: [1, 2, 3] })) }),
      call(updateProfilePic, { method: "PUT", token, params: { id: user.id }, form: pictureForm(webpHeader, "me.webp", "image/webp") }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const files = await db.storedFile.findMany({ where: { ownerId: user.id }, select: { id: true } });
    expect(files).toHaveLength(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).profilePicUrl).toBe(`/api/files/${files[0]!.id}`);
  });

  it("refuses a renamed text file with 422 unsupported_image, whatever its name and type claim", async () => {
    const { user, token } = await signedIn();
    const answer = await call(updateProfilePic, { method: "PUT", token, params: { id: user.id }, form: pictureForm(Buffer.from("just some text, honestly"), "photo.png", "image/png") });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.code).toBe("unsupported_image");
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it("refuses a picture over 5 MB with 413, and a body that says it is too large before reading it", async () => {
    const { user, token } = await signedIn();
    const oversize = Buffer.concat([solidPng(), Buffer.alloc(PROFILE_PICTURE_MAX_BYTES)]);
    const answer = await call(updateProfilePic, { method: "PUT", token, params: { id: user.id }, form: pictureForm(oversize) });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: "payload_too_large", details: { maxBytes: PROFILE_PICTURE_MAX_BYTES } });

    const declared = await call(updateProfilePic, {
      method: "PUT",
      token,
      params: { id: user.id },
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(50 * 1024 * 1024) },
      body: "--x--",
    });
    expect(declared.status).toBe(413);
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it("answers 422 without a file, 404 for another user's id, and 404 for unknown files", async () => {
    const { user, token } = await signedIn();
    const other = await createUser(db, { email: uniqueEmail("other") });
    const empty = new FormData();
    empty.append("picture", "not the file field");
    expect((await call(updateProfilePic, { method: "PUT", token, params: { id: user.id }, form: empty })).status).toBe(422);
    expect((await call(updateProfilePic, { method: "PUT", token, params: { id: user.id }, body: { file: "x" } })).status).toBe(422);

    const foreign = await call(updateProfilePic, { method: "PUT", token, params: { id: other.id }, form: pictureForm(solidPng()) });
    expect(foreign.status).toBe(404);
    expect(await db.storedFile.count({ where: { ownerId: { in: [user.id, other.id] } } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).profilePicUrl).toBeNull();

    expect((await fetchFile("/api/files/00000000-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await fetchFile("/api/files/not-an-id")).status).toBe(400);
  });
});

describe("changing the e-mail: send-email-verification, then change-email", () => {
  async function sendCode(token: string, userId: string, email: string): Promise<string> {
    const answer = await call(sendEmailVerification, { token, body: { userId, email } });
    expect(answer).toMatchObject({ status: 200, body: { data: { sent: true } } });
    const mail = await db.outboxEmail.findFirst({ where: { to: email, template: "email_change_code" }, orderBy: { createdAt: "desc" } });
    return mail!.text.match(/^(\d{6})$/m)![1]!;
  }

  it("mails a code to the new address and moves the account there with it", async () => {
    const { user, token } = await signedIn({ emailVerifiedAt: null });
    const newEmail = uniqueEmail("moved");
    const code = await sendCode(token, user.id, newEmail.toUpperCase().toLowerCase());
    expect(await db.outboxEmail.count({ where: { to: user.email, template: "email_change_code" } })).toBe(0);

    const answer = await call(changeEmail, { method: "PUT", token, body: { userId: user.id, email: newEmail, verificationCode: code } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ valid: true, email: newEmail });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.email).toBe(newEmail);
    expect(after.emailVerifiedAt).toBeInstanceOf(Date);
    await tokenFor(newEmail);
    expect((await call(login, { body: { email: user.email, password: FACTORY_PASSWORD } })).status).toBe(401);

    const again = await call(changeEmail, { method: "PUT", token, body: { userId: user.id, email: uniqueEmail("again"), verificationCode: code } });
    expect(again.body.data).toEqual({ valid: false, reason: "expired" });
  });

  it("answers mismatch for a wrong code and expired for an old one, a spent one, or a code for another address", async () => {
    const { user, token } = await signedIn();
    const newEmail = uniqueEmail("new");
    const code = await sendCode(token, user.id, newEmail);
    const wrong = code === "000000" ? "111111" : "000000";
    expect((await call(changeEmail, { method: "PUT", token, body: { userId: user.id, email: newEmail, verificationCode: wrong } })).body.data).toEqual({ valid: false, reason: "mismatch" });
    expect((await call(changeEmail, { method: "PUT", token, body: { userId: user.id, email: uniqueEmail("elsewhere"), verificationCode: code } })).body.data).toEqual({ valid: false, reason: "expired" });

    await db.verificationCode.updateMany({ where: { userId: user.id, purpose: "EMAIL_CHANGE" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(changeEmail, { method: "PUT", token, body: { userId: user.id, email: newEmail, verificationCode: code } })).body.data).toEqual({ valid: false, reason: "expired" });

    const fresh = await sendCode(token, user.id, newEmail);
    const other = fresh === "999999" ? "888888" : "999999";
    for (let attempt = 0; attempt < 5; attempt++) {
      await call(changeEmail, { method: "PUT", token, body: { userId: user.id, email: newEmail, verificationCode: other } });
    }
    expect((await call(changeEmail, { method: "PUT", token, body: { userId: user.id, email: newEmail, verificationCode: fresh } })).body.data).toEqual({ valid: false, reason: "expired" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("says 'Emails no different' for the current address, 409 for another account's, and 404 for another user's id", async () => {
    const { user, token } = await signedIn();
    const other = await createUser(db, { email: uniqueEmail("holder") });

    const same = await call(sendEmailVerification, { token, body: { userId: user.id, email: user.email.toUpperCase() } });
    expect(same.status).toBe(422);
    expect(same.body.error?.details.fields).toEqual([expect.objectContaining({ path: "email", message: "Emails no different" })]);
    const sameChange = await call(changeEmail, { method: "PUT", token, body: { userId: user.id, email: user.email, verificationCode: "123456" } });
    expect(sameChange.body.error?.details.fields[0].message).toBe("Emails no different");

    const taken = await call(sendEmailVerification, { token, body: { userId: user.id, email: other.email } });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.code).toBe("email_taken");

    expect((await call(sendEmailVerification, { token, body: { userId: other.id, email: uniqueEmail() } })).status).toBe(404);
    expect((await call(changeEmail, { method: "PUT", token, body: { userId: other.id, email: uniqueEmail(), verificationCode: "123456" } })).status).toBe(404);
    for (const body of [{ userId: user.id, email: uniqueEmail(), extra: 1 }, { userId: user.id, email: "nope" }]) {
      expect((await call(sendEmailVerification, { token, body })).status).toBe(422);
    }
    expect((await call(changeEmail, { method: "PUT", token, body: { userId: user.id, email: uniqueEmail(), verificationCode: "12345" } })).status).toBe(422);
  });

  it("mails at most 5 codes an hour", async () => {
    const { user, token } = await signedIn();
    for (let index = 0; index < 5; index++) await sendCode(token, user.id, uniqueEmail("many"));
    const sixth = await call(sendEmailVerification, { token, body: { userId: user.id, email: uniqueEmail("many") } });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("gives a contested address to exactly one of two accounts racing for it", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const contested = uniqueEmail("contested");
    const firstCode = await sendCode(first.token, first.user.id, contested);
    const secondCode = await sendCode(second.token, second.user.id, contested);

    const answers = await Promise.all([
      call(changeEmail, { method: "PUT", token: first.token, body: { userId: first.user.id, email: contested, verificationCode: firstCode } }),
      call(changeEmail, { method: "PUT", token: second.token, body: { userId: second.user.id, email: contested, verificationCode: secondCode } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error?.code).toBe("email_taken");
    expect(await db.user.count({ where: { email: contested } })).toBe(1);
  });
});

describe("POST /api/users/profile/delete-account", () => {
  it("keeps the record, ends the sessions, refuses login, and frees the e-mail for a new sign-up", async () => {
    const { user, token } = await signedIn();
    await call(updateProfilePic, { method: "PUT", token, params: { id: user.id }, form: pictureForm(solidPng()) });

    const answer = await call(deleteAccount, { token, body: { deleteReason: "  I found a job, thanks!  " } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ deleted: true });

    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, deletedEmail: true, deleteReason: true, deletedAt: true, passwordHash: true, profilePicUrl: true } });
    expect(row).toMatchObject({ email: `deleted+${user.id}@deleted.invalid`, deletedEmail: user.email, deleteReason: "I found a job, thanks!", passwordHash: null, profilePicUrl: null });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await db.storedFile.count({ where: { ownerId: user.id } })).toBe(0);

    const refused = await call(whoAmI, { token });
    expect(refused.status).toBe(401);
    expect((await call(login, { body: { email: user.email, password: FACTORY_PASSWORD } })).body.error?.code).toBe("invalid_credentials");
    expect((await call(deleteAccount, { token, body: { deleteReason: "twice" } })).status).toBe(401);

    const again = await call(signUp, { body: { email: user.email, password: "a new beginning" } });
    expect(again.status).toBe(201);
    expect(again.body.data._id).not.toBe(user.id);
    await tokenFor(user.email, "a new beginning");
  });

  // Found by the fuzz tier (tests/fuzz): the company kept its members and had no owner left to manage it.
  it("passes a company the user owned to its longest-standing member, and leaves a co-owned one as it is", async () => {
    const { user, token } = await signedIn({ loggedAs: "EMPLOYER", isEmployer: true });
    const company = await db.company.create({ data: { name: "Heirs Co", slug: `heirs-${process.pid}-${++sequence}`, createdById: user.id, members: { create: { userId: user.id, role: "OWNER" } } } });
    const coOwned = await db.company.create({ data: { name: "Co-owned Co", slug: `co-owned-${process.pid}-${++sequence}`, createdById: user.id, members: { create: { userId: user.id, role: "OWNER" } } } });
    const { user: second } = await addCompanyMember(db, company);
    const { user: first } = await addCompanyMember(db, company);
    await db.companyMember.update({ where: { companyId_userId: { companyId: company.id, userId: first.id } }, data: { createdAt: new Date(Date.now() - 60_000) } });
    const { user: partner } = await addCompanyMember(db, coOwned, { role: "OWNER" });
    const { user: colleague } = await addCompanyMember(db, coOwned);

    expect((await call(deleteAccount, { token, body: { deleteReason: "Retiring" } })).status).toBe(200);

    const roles = await db.companyMember.findMany({ where: { companyId: { in: [company.id, coOwned.id] } }, select: { userId: true, role: true } });
    expect(new Map(roles.map(({ userId, role }) => [userId, role]))).toEqual(
      new Map([
        [first.id, "OWNER"],
        [second.id, "MEMBER"],
        [partner.id, "OWNER"],
        [colleague.id, "MEMBER"],
      ]),
    );
  });

  it("needs a reason, and nothing else", async () => {
    const { user, token } = await signedIn();
    for (const body of [{}, { deleteReason: "   " }, { deleteReason: "x".repeat(501) }, { deleteReason: "ok", userId: user.id }]) {
      expect((await call(deleteAccount, { token, body })).status).toBe(422);
    }
    expect((await call(deleteAccount, { body: { deleteReason: "no session" } })).status).toBe(401);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).toBeNull();
  });
});
