import "server-only";

import { AppError } from "@/lib/errors";
import { CvFileError } from "@/lib/cv/cv-file-error";
import { CV_MAX_BYTES, CV_TEXT_MAX_CHARS, cvMimeTypes, type CvRefusal, type CvType } from "@/lib/cv/cv-rules";
import { readDocx } from "@/lib/cv/read-docx";
import { readPdf } from "@/lib/cv/read-pdf";
import { DamagedArchiveError } from "@/lib/cv/zip-archive";
import { payloadTooLarge } from "@/lib/files/read-file-upload";

/** What was read from a CV file: its type by content, its pages when the file says, and its text. */
export type ReadCv = { type: CvType; mimeType: string; pages: number | null; text: string; wordCount: number };

const refusalMessages: Record<CvRefusal, string> = {
  not_pdf_or_docx: "The file is not a PDF or a Word (DOCX) document.",
  active_content: "The PDF contains scripts, embedded files or other active content. Please save it again as a plain PDF.",
  macros: "The Word document contains macros. Please save it as a plain .docx document.",
  encrypted: "The file is password-protected or encrypted. Please upload an unprotected copy.",
  damaged: "The file is damaged and could not be read.",
};

export function unsupportedCv(reason: CvRefusal): AppError {
  return new AppError("unsupported_file_type", {
    message: refusalMessages[reason],
    details: { reason, fields: [{ path: "file", code: "unsupported_file_type", message: refusalMessages[reason] }] },
  });
}

/**
 * The one check of an uploaded CV: at most 10 MB (413 payload_too_large), and a PDF or DOCX by
 * its content, whatever its name or claimed type (422 unsupported_file_type with details.reason).
 * The text is capped at CV_TEXT_MAX_CHARS.
 */
export function readCv(bytes: Uint8Array): ReadCv {
  if (bytes.byteLength > CV_MAX_BYTES) throw payloadTooLarge(CV_MAX_BYTES);
  const type = detectCvType(bytes);
  if (!type) throw unsupportedCv("not_pdf_or_docx");
  let read: { text: string; pages: number | null };
  try {
    read = type === "pdf" ? readPdf(bytes) : readDocx(bytes);
  } catch (error) {
    if (error instanceof CvFileError) throw unsupportedCv(error.reason);
    if (error instanceof DamagedArchiveError) throw unsupportedCv("damaged");
    throw error;
  }
  // NUL cannot be stored in a text column; other control characters are noise from fonts.
  const text = read.text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/g, "").trim().slice(0, CV_TEXT_MAX_CHARS);
  return { type, mimeType: cvMimeTypes[type], pages: read.pages, text, wordCount: countWords(text) };
}

function detectCvType(bytes: Uint8Array): CvType | null {
  const head = Buffer.from(bytes.subarray(0, 5)).toString("latin1");
  if (head === "%PDF-") return "pdf";
  if (head.startsWith("PK\u0003\u0004")) return "docx";
  return null;
}

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*/gu)?.length ?? 0;
}
