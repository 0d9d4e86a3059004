import { ERROR_REASONS, type ErrorReason } from '@core/errors/app-error';

// Helpers to read the "<status>: <body>" errors the api client throws.
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? '');
}

export function errorStatus(error: unknown): number | null {
  const match = /^(\d{3}): /.exec(errorText(error));
  return match ? Number(match[1]) : null;
}

function serverBody(error: unknown): Record<string, unknown> | null {
  const text = errorText(error).replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

// The server answers { "message": "..." }; fall back to the raw body text.
export function serverMessage(error: unknown): string {
  const message = serverBody(error)?.message;
  return typeof message === 'string' ? message : errorText(error).replace(/^\d{3}: /, '');
}

/** The typed reason beside the message (core/errors/app-error.ts): what the web app branches on. */
export function serverReason(error: unknown): ErrorReason | null {
  const reason = serverBody(error)?.reason;
  return ERROR_REASONS.find((r) => r === reason) ?? null;
}

/** The fields a 400 names (its `errors` keys, e.g. "email"), for forms that say which one is wrong. */
export function invalidFields(error: unknown): string[] {
  const errors = serverBody(error)?.errors;
  return errors && typeof errors === 'object' ? Object.keys(errors) : [];
}

/** Each field a 400 names with its first message (`errors`: { "settings.capMinutes": ["…"] }). */
export function fieldMessages(error: unknown): Map<string, string> {
  const errors = serverBody(error)?.errors;
  const out = new Map<string, string>();
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, messages] of Object.entries(errors))
    out.set(
      field,
      Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : 'Invalid value',
    );
  return out;
}

/** The session is missing or ended (not a wrong password, which is also a 401). */
export function isUnauthorizedError(error: unknown): boolean {
  return errorStatus(error) === 401 && serverReason(error) === 'sign_in_required';
}
