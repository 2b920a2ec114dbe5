import { AppError } from "@/lib/errors";

/**
 * No address legitimately holds a NUL (%00), and no text column can store or compare one: a query
 * or path value with one is refused at the edge (400, naming the field), whatever each route's
 * schema says, instead of reaching PostgreSQL as an error 22021 and a 500.
 */
export function refuseNulInUrl(value: unknown, code: "invalid_path" | "invalid_query"): void {
  if (!value || typeof value !== "object") return;
  const fields = Object.entries(value)
    .filter(([, part]) => (Array.isArray(part) ? part : [part]).some((item) => typeof item === "string" && item.includes("\u0000")))
    .map(([path]) => ({ path, code: "invalid_string", message: "Contains a NUL character." }));
  if (fields.length === 0) return;
  const message = code === "invalid_path" ? "The address is not valid." : "Some query parameters are not valid.";
  throw new AppError(code, { message, details: { fields } });
}
