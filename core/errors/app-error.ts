// Typed domain errors: code + user-facing message. The server maps codes to HTTP statuses in one place.
export type AppErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'payload_too_large'
  | 'unavailable';

/**
 * Why a request was refused, where a client must tell cases of one status apart (a 401 from a
 * wrong password is not an ended session). Sent as `reason` beside the English `message`, so the
 * web app branches on the code and may reword the text freely.
 */
export const ERROR_REASONS = [
  'sign_in_required',
  'invalid_credentials',
  'email_taken',
  'login_locked',
  'password_needed',
  'already_confirmed',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details?: Record<string, string[]>;
  readonly reason?: ErrorReason;

  constructor(code: AppErrorCode, message: string, details?: Record<string, string[]>, reason?: ErrorReason) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.reason = reason;
  }
}

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};
