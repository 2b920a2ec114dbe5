import type { ErrorCode, ErrorDetails } from "@/lib/errors";

/** Every API answer has this shape (spec: `success`, `data`). */
export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = { success: false; error: { code: ErrorCode; message: string; details?: ErrorDetails } };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
