/** Profile pictures: up to 5 MB of JPEG, PNG or WebP. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Company logos and covers: up to 5 MB of JPEG, PNG or WebP each. */
export const COMPANY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Room for the multipart boundaries and part headers around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The URL a stored file is served at (app/api/files/[id]/route.ts). */
export function storedFileUrl(id: string): string {
  return `/api/files/${id}`;
}

/** The stored file's id in a URL storedFileUrl made, or null for any other URL. */
export function storedFileIdOf(url: string | null): string | null {
  return /^\/api\/files\/([0-9a-f-]{36})$/i.exec(url ?? "")?.[1] ?? null;
}
