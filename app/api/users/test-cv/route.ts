import { route } from "@/lib/api/route";
import { CV_MAX_BYTES } from "@/lib/cv/cv-rules";
import { testCv } from "@/lib/cv/test-cv";
import { readFileUpload } from "@/lib/files/read-file-upload";

/** A CV checked and read, not stored: multipart/form-data with the file in the field "file". */
export const POST = route({}, async ({ request }) => testCv(await readFileUpload(request, { maxFileBytes: CV_MAX_BYTES })), { auth: "user" });
