/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";

import { ProfileForm } from "@/components/account/profile-form";
import { ProfilePicture } from "@/components/account/profile-picture";
import "@/tests/support/blob-array-buffer";
import { renderInShell } from "@/tests/support/render-in-shell";
import { solidPng } from "@/tests/support/images";

const userId = "0199d1a0-0000-7000-8000-000000000001";

const cases = [
  {
    locale: "en",
    firstName: "First name",
    lastName: "Last name",
    save: "Save changes",
    saved: "Your profile has been saved.",
    required: "This field is required",
    onlyLetters: "Only letters are allowed",
    tooLong: "Exceeds max. number of characters",
    changePicture: "Change picture",
    pictureType: "Choose a JPEG, PNG or WebP image.",
    pictureTooLarge: "The picture is larger than 5 MB.",
    pictureSaved: "Your picture has been updated.",
  },
  {
    locale: "es",
    firstName: "Nombre",
    lastName: "Apellido",
    save: "Guardar cambios",
    saved: "Tu perfil se ha guardado.",
    required: "Este campo es obligatorio",
    onlyLetters: "Solo se permiten letras",
    tooLong: "Supera el número máximo de caracteres",
    changePicture: "Cambiar foto",
    pictureType: "Elige una imagen JPEG, PNG o WebP.",
    pictureTooLarge: "La foto pesa más de 5 MB.",
    pictureSaved: "Tu foto se ha actualizado.",
  },
] as const;

// jsdom has no fetch Response: an answer is what apiRequest reads of one.
function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function accountUser(first: string, last: string, picture: string | null = null) {
  return {
    _id: userId,
    email: "ana@example.test",
    role: "user",
    logged_as: "candidate",
    is_employer: false,
    email_verified: true,
    locale: "en",
    personal_information: { first_name: first, last_name: last, profile_pic: picture },
  };
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe.each(cases)("ProfileForm ($locale)", (expected) => {
  const renderForm = () =>
    renderInShell(<ProfileForm userId={userId} firstName="Ana María" lastName="Pérez" />, { locale: expected.locale, pathname: `/${expected.locale}/home/profile` });

  it("shows the names, labelled, in the page's language", () => {
    renderForm();
    expect(screen.getByLabelText(expected.firstName)).toHaveValue("Ana María");
    expect(screen.getByLabelText(expected.lastName)).toHaveValue("Pérez");
    expect(screen.getByRole("button", { name: expected.save })).toBeEnabled();
  });

  it("shows the first error of a field once it is dirty (changed and left), then as it is edited: letters only, required, at most 80", () => {
    renderForm();
    const first = screen.getByLabelText(expected.firstName);
    expect(first).not.toHaveAttribute("aria-invalid");

    fireEvent.change(first, { target: { value: "R2D2" } });
    expect(first).not.toHaveAttribute("aria-invalid");
    fireEvent.blur(first);
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveAccessibleDescription(expected.onlyLetters);

    fireEvent.change(first, { target: { value: "  " } });
    expect(first).toHaveAccessibleDescription(expected.required);

    fireEvent.change(first, { target: { value: "a".repeat(81) } });
    expect(first).toHaveAccessibleDescription(expected.tooLong);

    fireEvent.change(first, { target: { value: "José-Luis O'Connor" } });
    expect(first).not.toHaveAttribute("aria-invalid");
  });

  it("does not send an invalid form", () => {
    const fetchSpy = jest.fn<typeof fetch>();
    globalThis.fetch = fetchSpy;
    renderForm();
    fireEvent.change(screen.getByLabelText(expected.lastName), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: expected.save }));
    expect(screen.getByLabelText(expected.lastName)).toHaveAccessibleDescription(expected.required);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("saves the tidied names through PUT /api/users/{id}, then refreshes the page's data", async () => {
    const fetchSpy = jest.fn<typeof fetch>(async () => jsonResponse(200, { success: true, data: accountUser("Ana", "Pérez Gómez") }));
    globalThis.fetch = fetchSpy;
    const { router } = renderForm();
    fireEvent.change(screen.getByLabelText(expected.firstName), { target: { value: "  Ana " } });
    fireEvent.change(screen.getByLabelText(expected.lastName), { target: { value: "Pérez   Gómez" } });
    fireEvent.click(screen.getByRole("button", { name: expected.save }));

    expect(await screen.findByText(expected.saved)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(`/api/users/${userId}`, expect.objectContaining({ method: "PUT", body: JSON.stringify({ first_name: "Ana", last_name: "Pérez Gómez" }) }));
    expect(screen.getByLabelText(expected.lastName)).toHaveValue("Pérez Gómez");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("shows a field error the server sends under its field, translated", async () => {
    globalThis.fetch = jest.fn<typeof fetch>(async () =>
      jsonResponse(422, {
        success: false,
        error: { code: "validation_failed", message: "The request is not valid.", details: { fields: [{ path: "first_name", code: "custom", message: "Only letters are allowed" }] } },
      }),
    );
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: expected.save }));
    await waitFor(() => expect(screen.getByLabelText(expected.firstName)).toHaveAccessibleDescription(expected.onlyLetters));
  });
});

describe.each(cases)("ProfilePicture ($locale)", (expected) => {
  const renderPicture = () => renderInShell(<ProfilePicture userId={userId} src={null} />, { locale: expected.locale, pathname: `/${expected.locale}/home/profile` });
  const choose = async (file: File) => {
    await act(async () => {
      fireEvent.change(screen.getByLabelText(expected.changePicture), { target: { files: [file] } });
    });
  };

  it("shows the default avatar when there is no picture", () => {
    renderPicture();
    expect(screen.getByRole("img")).toHaveAttribute("src", "/images/default-avatar.svg");
  });

  it("refuses a renamed text file and a picture over 5 MB before sending anything", async () => {
    const fetchSpy = jest.fn<typeof fetch>();
    globalThis.fetch = fetchSpy;
    renderPicture();
    await choose(new File(["just text, not an image"], "photo.png", { type: "image/png" }));
    expect(await screen.findByText(expected.pictureType)).toBeInTheDocument();

    await choose(new File([new Uint8Array(solidPng()), new Uint8Array(5 * 1024 * 1024)], "huge.png", { type: "image/png" }));
    expect(await screen.findByText(expected.pictureTooLarge)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("uploads a PNG as multipart and shows the stored picture", async () => {
    const fetchSpy = jest.fn<typeof fetch>(async () => jsonResponse(200, { success: true, data: accountUser("Ana", "Pérez", "/api/files/0199d1a0-0000-7000-8000-0000000000ff") }));
    globalThis.fetch = fetchSpy;
    renderPicture();
    await choose(new File([new Uint8Array(solidPng())], "me.png", { type: "image/png" }));

    expect(await screen.findByText(expected.pictureSaved)).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(`/api/users/${userId}/profilePic`);
    expect(init?.method).toBe("PUT");
    expect((init?.body as FormData).get("file")).toBeInstanceOf(File);
    expect(screen.getByRole("img")).toHaveAttribute("src", "/api/files/0199d1a0-0000-7000-8000-0000000000ff");
  });
});
