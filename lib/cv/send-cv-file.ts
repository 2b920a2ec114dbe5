import { ApiError, apiUrl } from "@/lib/api/client";
import type { ApiResponse } from "@/lib/api/envelope";

/**
 * POST a CV to users/test-cv or users/upload-cv with the file in the multipart field "file",
 * reporting upload progress (0-1) when asked. Answers like lib/api/client.ts's apiRequest: the
 * envelope's data, or a thrown ApiError.
 */
export function sendCvFile<T>(path: "users/test-cv" | "users/upload-cv", file: File, { onProgress }: { onProgress?: (fraction: number) => void } = {}): Promise<T> {
  const body = new FormData();
  body.append("file", file);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiUrl(path));
    request.setRequestHeader("accept", "application/json");
    request.responseType = "text";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError("network_error", { status: 0 }));
    request.onload = () => {
      let envelope: ApiResponse<T> | null = null;
      try {
        envelope = JSON.parse(request.responseText) as ApiResponse<T>;
      } catch {
        envelope = null;
      }
      const ok = request.status >= 200 && request.status < 300;
      if (envelope?.success === true && ok) return resolve(envelope.data);
      if (envelope?.success === false) {
        return reject(new ApiError(envelope.error.code, { status: request.status, message: envelope.error.message, details: envelope.error.details }));
      }
      reject(new ApiError(request.status === 413 ? "payload_too_large" : "internal_error", { status: request.status }));
    };
    request.send(body);
  });
}
