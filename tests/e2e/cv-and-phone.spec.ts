import { expect, test, type Page } from "@playwright/test";

import { buildPdf } from "@/prisma/factories/cv-files";
import { logIn, queryDatabase } from "./support/session";

// A new candidate uploads a CV (a text file named cv.pdf and a PDF with a script are refused) and
// verifies their phone with the code from the SMS outbox, in English and in Spanish.

const texts = {
  en: {
    choose: "Choose a file",
    fake: "This file is not a real PDF or Word document, whatever its name says. Please choose a PDF or DOCX file.",
    scripted: /This PDF contains scripts, embedded files or other active content/,
    read: "We read 1 page and 6 words.",
    save: "Save CV",
    saved: "Your CV has been saved.",
    send: "Send code",
    code: "Verification code",
    wrong: "The code is not correct. 4 tries left.",
    verify: "Verify",
    verified: "Verified",
    deleteButton: "Delete",
    deleteConfirm: "Delete CV",
    deleted: "Your CV has been deleted.",
  },
  es: {
    choose: "Elegir un archivo",
    fake: "Este archivo no es un PDF ni un documento de Word de verdad, diga lo que diga su nombre. Elige un archivo PDF o DOCX.",
    scripted: /Este PDF contiene scripts, archivos incrustados u otro contenido activo/,
    read: "Leímos 1 página y 6 palabras.",
    save: "Guardar CV",
    saved: "Tu CV se ha guardado.",
    send: "Enviar código",
    code: "Código de verificación",
    wrong: "El código no es correcto. Te quedan 4 intentos.",
    verify: "Verificar",
    verified: "Verificado",
    deleteButton: "Eliminar",
    deleteConfirm: "Eliminar CV",
    deleted: "Tu CV se ha eliminado.",
  },
} as const;

let sequence = 0;

async function newCandidate(page: Page, locale: "en" | "es") {
  const email = `cv.${locale}.${process.pid}.${Date.now()}.${++sequence}@example.test`;
  const password = "candidate password 1";
  const response = await page.request.post("/api/users", { data: { email, password, logged_as: "candidate", first_name: "Carla", last_name: "Cvtester", locale } });
  expect(response.status()).toBe(201);
  await logIn(page.request, email, password);
  const [user] = await queryDatabase<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
  return user!.id;
}

for (const locale of ["en", "es"] as const) {
  const t = texts[locale];

  test(`uploads a CV and verifies the phone with the texted code (${locale})`, async ({ page }) => {
    const userId = await newCandidate(page, locale);
    await page.goto(`/${locale}/home/profile`);
    const cvPanel = page.getByTestId("cv-panel");
    await expect(cvPanel.getByRole("button", { name: t.choose })).toBeVisible();
    const input = page.getByTestId("cv-file-input");

    // A text file named cv.pdf: refused before it is sent.
    await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("This is my CV, honestly.\n") });
    await expect(cvPanel.getByTestId("cv-error")).toHaveText(t.fake);

    // A PDF that runs a script: the server reads it and refuses it.
    await input.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: buildPdf({ catalogExtra: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>" }) });
    await expect(cvPanel.getByTestId("cv-error")).toHaveText(t.scripted);

    // A real PDF: read first, then saved.
    await input.setInputFiles({ name: "Carla CV.pdf", mimeType: "application/pdf", buffer: buildPdf({ pages: [["Carla Cvtester", "TypeScript developer, six years"]] }) });
    const preview = cvPanel.getByTestId("cv-preview");
    await expect(preview).toContainText(t.read);
    await expect(cvPanel.getByTestId("cv-error")).toHaveCount(0);
    await preview.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(cvPanel.getByTestId("cv-file-name")).toHaveText("Carla CV.pdf");
    const [stored] = await queryDatabase<{ cv_file_name: string; cv_text: string }>("SELECT cv_file_name, cv_text FROM users WHERE id = $1", [userId]);
    expect(stored).toEqual({ cv_file_name: "Carla CV.pdf", cv_text: "Carla Cvtester\nTypeScript developer, six years" });
    const download = await page.request.get(`/api/users/${userId}/cv`);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toContain("attachment");

    // The phone: set on the profile, then verified with the code from the SMS outbox.
    const phone = `+5730${String(Date.now()).slice(-7)}${sequence}`;
    await queryDatabase("UPDATE users SET phone = $1 WHERE id = $2", [phone, userId]);
    await page.reload();
    const verification = page.getByTestId("phone-verification");
    await verification.getByRole("button", { name: t.send }).click();
    await expect(verification.getByLabel(t.code)).toBeVisible();
    const [sms] = await queryDatabase<{ body: string }>("SELECT body FROM outbox_sms WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1", [userId]);
    const code = /\b\d{6}\b/.exec(sms!.body)![0];

    await verification.getByLabel(t.code).fill(code === "000000" ? "111111" : "000000");
    await verification.getByRole("button", { name: t.verify, exact: true }).click();
    await expect(verification.getByTestId("phone-verification-error")).toHaveText(t.wrong);

    await verification.getByLabel(t.code).fill(code);
    await verification.getByLabel(t.code).press("Enter");
    await expect(verification.getByText(t.verified, { exact: true })).toBeVisible();
    const [row] = await queryDatabase<{ verification_type: string; verified: boolean }>(
      "SELECT verification_type::text, phone_verified_at IS NOT NULL AS verified FROM users WHERE id = $1",
      [userId],
    );
    expect(row).toEqual({ verification_type: "PHONE", verified: true });

    // Deleting the CV asks first.
    await cvPanel.getByRole("button", { name: t.deleteButton, exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: t.deleteConfirm }).click();
    await expect(page.getByText(t.deleted)).toBeVisible();
    await expect(cvPanel.getByTestId("cv-file-name")).toHaveCount(0);
  });
}
