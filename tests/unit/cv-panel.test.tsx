/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen, waitFor } from "@testing-library/react";

import { CvPanel } from "@/components/profile/cv-panel";
import { fakeServer } from "@/tests/support/fake-server";
import "@/tests/support/blob-array-buffer";
import { renderInShell } from "@/tests/support/render-in-shell";

const userId = "0199d1a0-0000-7000-8000-000000000003";
const cv = { fileName: "Carla CV.pdf", uploadedAt: "2026-03-04T10:00:00.000Z", downloadUrl: `/api/users/${userId}/cv` };

const cases = [
  {
    locale: "en",
    fake: "This file is not a real PDF or Word document, whatever its name says. Please choose a PDF or DOCX file.",
    tooLarge: "The file is larger than 10 MB. Please choose a smaller file.",
    uploaded: "Uploaded on 04/03/2026",
    download: "Download",
    delete: "Delete",
    confirm: "Delete CV",
    deleted: "Your CV has been deleted.",
    choose: "Choose a file",
  },
  {
    locale: "es",
    fake: "Este archivo no es un PDF ni un documento de Word de verdad, diga lo que diga su nombre. Elige un archivo PDF o DOCX.",
    tooLarge: "El archivo pesa más de 10 MB. Elige un archivo más pequeño.",
    uploaded: "Subido el 04/03/2026",
    download: "Descargar",
    delete: "Eliminar",
    confirm: "Eliminar CV",
    deleted: "Tu CV se ha eliminado.",
    choose: "Elegir un archivo",
  },
] as const;

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => server?.restore());

describe.each(cases)("CvPanel ($locale)", (texts) => {
  it("refuses a text file named cv.pdf and a file over 10 MB before sending them", async () => {
    server = fakeServer({});
    const { container } = renderInShell(<CvPanel userId={userId} cv={null} />, { locale: texts.locale });
    const input = container.querySelector<HTMLInputElement>("input[type=file]")!;
    fireEvent.change(input, { target: { files: [new File(["Just my CV, honestly."], "cv.pdf", { type: "application/pdf" })] } });
    expect(await screen.findByText(texts.fake)).toBeTruthy();

    const big = new File(["%PDF-1.7"], "big.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(texts.tooLarge)).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it("shows the current CV with its download link, and deletes it only after confirming", async () => {
    server = fakeServer({ "DELETE /api/users/cv/delete": { body: { success: true, data: { deleted: true } } } });
    const { router } = renderInShell(<CvPanel userId={userId} cv={cv} />, { locale: texts.locale });
    expect(screen.getByText("Carla CV.pdf")).toBeTruthy();
    expect(screen.getByText(texts.uploaded)).toBeTruthy();
    expect(screen.getByRole("link", { name: texts.download }).getAttribute("href")).toBe(cv.downloadUrl);

    fireEvent.click(screen.getByRole("button", { name: texts.delete }));
    expect(server.requests).toEqual([]);
    fireEvent.click(await screen.findByRole("button", { name: texts.confirm }));
    expect(await screen.findByText(texts.deleted)).toBeTruthy();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(["DELETE /api/users/cv/delete"]);
    await waitFor(() => expect(screen.queryByText("Carla CV.pdf")).toBeNull());
    expect(screen.getByRole("button", { name: texts.choose })).toBeTruthy();
    expect(router.refresh).toHaveBeenCalled();
  });
});
