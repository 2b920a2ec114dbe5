/**
 * Which image a file really is, from its first bytes ("magic numbers"), whatever its name or the
 * type the browser claims: a text file renamed photo.png is not a PNG. Only the formats every
 * browser shows are accepted for pictures.
 */
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/** How many leading bytes detectImageType needs to decide. */
export const IMAGE_SIGNATURE_BYTES = 16;

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

export function detectImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, png)) return "image/png";
  if (startsWith(bytes, jpeg)) return "image/jpeg";
  // RIFF container, WEBP form, then one of the three WebP chunk kinds (lossy, lossless, extended).
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8) && ["VP8 ", "VP8L", "VP8X"].some((chunk) => startsWith(bytes, ascii(chunk), 12))) {
    return "image/webp";
  }
  return null;
}
