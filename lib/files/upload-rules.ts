/** Profile pictures: up to 5 MB of JPEG, PNG or WebP. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The URL a stored file is served at (app/api/files/[id]/route.ts). */
export function storedFileUrl(id: string): string {
  return `/api/files/${id}`;
}
