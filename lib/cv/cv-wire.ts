import type { CvType } from "@/lib/cv/cv-rules";

/** Where the CV of a user is downloaded (app/api/users/[id]/cv/route.ts). */
export function cvDownloadUrl(userId: string): string {
  return `/api/users/${userId}/cv`;
}

/** POST /api/users/test-cv: what was read, nothing stored. */
export type CvReadingWire = {
  file_name: string;
  type: CvType;
  pages: number | null;
  word_count: number;
  excerpt: string;
  /** Catalogue skills named in the text, as the catalogue spells them. */
  skills: string[];
};

/** The stored CV, as POST /api/users/upload-cv answers it. */
export type StoredCvWire = CvReadingWire & { file_name: string; uploaded_at: string; download_url: string };
