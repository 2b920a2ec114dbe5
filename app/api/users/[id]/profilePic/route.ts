import { route } from "@/lib/api/route";
import { readFileUpload } from "@/lib/files/read-file-upload";
import { PROFILE_PICTURE_MAX_BYTES } from "@/lib/files/upload-rules";
import { userIdParamsSchema } from "@/lib/users/schemas";
import { updateProfilePicture } from "@/lib/users/update-profile-picture";

/** The profile picture, as multipart/form-data with the image in the field "file". */
export const PUT = route(
  { params: userIdParamsSchema },
  async ({ params, user, request }) => updateProfilePicture(user, params.id, await readFileUpload(request, { maxFileBytes: PROFILE_PICTURE_MAX_BYTES })),
  { auth: "user" },
);
