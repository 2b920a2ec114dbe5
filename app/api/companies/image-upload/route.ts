import { route } from "@/lib/api/route";
import { uploadCompanyImage } from "@/lib/companies/company-images";
import { imageUploadQuerySchema } from "@/lib/companies/schemas";
import { readFileUpload } from "@/lib/files/read-file-upload";
import { COMPANY_IMAGE_MAX_BYTES } from "@/lib/files/upload-rules";

/** A logo or cover, as multipart/form-data: companyId, type ("logo" or "cover") and file. */
export const POST = route(
  { query: imageUploadQuerySchema },
  async ({ user, query, request }) => uploadCompanyImage(user, await readFileUpload(request, { maxFileBytes: COMPANY_IMAGE_MAX_BYTES }), query),
  { auth: "employer" },
);
