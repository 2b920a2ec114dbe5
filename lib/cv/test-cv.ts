import "server-only";

import { CV_EXCERPT_CHARS } from "@/lib/cv/cv-rules";
import type { CvReadingWire } from "@/lib/cv/cv-wire";
import { findCatalogueSkills } from "@/lib/cv/find-catalogue-skills";
import { readCv, type ReadCv } from "@/lib/cv/read-cv";
import type { FileUpload } from "@/lib/files/read-file-upload";

/**
 * POST /api/users/test-cv: checks the file as upload-cv would and says what it read, storing
 * nothing, so that the candidate sees "2 pages, 540 words, React, TypeScript" before saving.
 */
export async function testCv(upload: FileUpload): Promise<CvReadingWire> {
  return cvReadingWire(upload.filename, readCv(upload.bytes));
}

export async function cvReadingWire(fileName: string, cv: ReadCv): Promise<CvReadingWire> {
  const excerpt = cv.text.replace(/\s+/g, " ").trim();
  return {
    file_name: cleanFileName(fileName, cv.type),
    type: cv.type,
    pages: cv.pages,
    word_count: cv.wordCount,
    excerpt: excerpt.length > CV_EXCERPT_CHARS ? `${excerpt.slice(0, CV_EXCERPT_CHARS).trimEnd()}…` : excerpt,
    skills: await findCatalogueSkills(cv.text),
  };
}

/**
 * The name the file is kept and downloaded under: the uploaded name without folders or control
 * characters, at most 255 characters, ending in the extension of what the file really is.
 */
export function cleanFileName(name: string, type: "pdf" | "docx"): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim()
    .replace(/\.(pdf|docx?)$/i, "");
  const stem = (base || "cv").slice(0, 240);
  return `${stem}.${type}`;
}
