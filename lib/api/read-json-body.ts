import { readBodyBytes } from "@/lib/api/read-body";
import { AppError } from "@/lib/errors";

/**
 * How many bytes of JSON a route reads at most. The default fits every form of the product many
 * times over; routes whose bodies carry long texts (a job post with its questions, an application
 * with its answers, a profile) declare `largeJsonBodyBytes` in their route options.
 */
export const defaultJsonBodyBytes = 100 * 1024;
export const largeJsonBodyBytes = 512 * 1024;

function payloadTooLarge(maxBytes: number): AppError {
  return new AppError("payload_too_large", {
    message: `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`,
    details: { maxBytes },
  });
}

/** The body as text, never holding more than `maxBytes` (413 payload_too_large: lib/api/read-body.ts). */
export async function readBodyText(request: Request, maxBytes: number = defaultJsonBodyBytes): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes, () => payloadTooLarge(maxBytes)));
}

/** A JSON body within `maxBytes`; an empty body reads as {}, and one that does not parse is 400 invalid_json. */
export async function readJsonBody(request: Request, maxBytes: number = defaultJsonBodyBytes): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", { message: "The request body is not valid JSON." });
  }
}
