/** Stream's error codes, as the SDK's APIErrorCodes table names them. */
export const ErrorCode = {
  internal: -1,
  accessKey: 2,
  input: 4,
  auth: 5,
  notFound: 16,
  notAllowed: 17,
  messageTooLong: 20,
  payloadTooBig: 22,
  tokenExpired: 40,
  tokenNotValidYet: 41,
  tokenUsedBeforeIssuedAt: 42,
  tokenSignatureInvalid: 43,
  coolDown: 60,
  tooManyConnections: 70,
} as const;

export class StreamError extends Error {
  constructor(
    readonly code: number,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const inputError = (message: string) => new StreamError(ErrorCode.input, 400, message);
export const notFound = (message: string) => new StreamError(ErrorCode.notFound, 404, message);
export const notAllowed = (message: string) => new StreamError(ErrorCode.notAllowed, 403, message);
export const payloadTooBig = (message: string) => new StreamError(ErrorCode.payloadTooBig, 413, message);

/** The body Stream answers with on any failure; the SDK reads `code` and `StatusCode`. */
export function errorBody(error: StreamError, duration: string) {
  return { code: error.code, message: error.message, StatusCode: error.status, duration, more_info: "", details: [] };
}
