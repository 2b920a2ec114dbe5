/** CVs: a PDF or a Word document (DOCX), recognised by content, up to 10 MB. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;

/** What the browser's file picker offers; the server decides by content, never by these. */
export const CV_ACCEPT = ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The text kept for candidate search (users.cv_text); longer CVs are cut here. */
export const CV_TEXT_MAX_CHARS = 100_000;

/** The excerpt POST /api/users/test-cv answers with. */
export const CV_EXCERPT_CHARS = 400;

export const cvMimeTypes = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

export type CvType = keyof typeof cvMimeTypes;

/** Why a file is refused as a CV (details.reason of 422 unsupported_file_type). */
export type CvRefusal = "not_pdf_or_docx" | "active_content" | "macros" | "encrypted" | "damaged";

/** "%PDF-", or a ZIP's local header "PK\x03\x04": enough for the browser to refuse an obvious non-CV before sending it. */
export function looksLikeCv(head: Uint8Array): boolean {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  const zip = [0x50, 0x4b, 0x03, 0x04];
  return [pdf, zip].some((signature) => signature.every((byte, index) => head[index] === byte));
}
