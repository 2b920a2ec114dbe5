import type { CvRefusal } from "@/lib/cv/cv-rules";

/** Thrown by the readers; read-cv.ts turns it into the API's 422 unsupported_file_type. */
export class CvFileError extends Error {
  constructor(readonly reason: CvRefusal) {
    super(reason);
    this.name = "CvFileError";
  }
}
