import { route } from "@/lib/api/route";
import { CV_MAX_BYTES } from "@/lib/cv/cv-rules";
import { uploadCv } from "@/lib/cv/upload-cv";
import { readFileUpload } from "@/lib/files/read-file-upload";

/** The caller's CV, replacing any earlier one: multipart/form-data with the file in the field "file". */
export const POST = route({}, async ({ user, request }) => uploadCv(user, await readFileUpload(request, { maxFileBytes: CV_MAX_BYTES })), { auth: "user" });
