import { errorStatus, invalidFields, serverMessage, serverReason } from '@web/lib/api-error';

// Texts and matching order from docs/product.md §8. A 429 shows the server's own "too many attempts" text.
export const LOGIN_INVALID =
  'The email or password you entered is incorrect. Please double-check and try again.';
export const LOGIN_BAD_REQUEST = 'Please check your email and password and try again.';
export const LOGIN_FAILED = "We're having trouble signing you in. Please try again in a moment.";
export const REGISTER_EXISTS = 'An account with this email already exists. Try signing in instead.';
export const REGISTER_BAD_EMAIL = 'Please enter a valid email address.';
export const REGISTER_BAD_PASSWORD = 'Password must be at least 6 characters long.';
export const REGISTER_FAILED = "We couldn't create your account right now. Please try again.";
export const FORGOT_SENT = 'Password reset link has been sent to your email address.';
export const FORGOT_NOT_FOUND = "We couldn't find an account with that email address.";
export const FORGOT_FAILED = "We couldn't send the reset email right now. Please try again.";
export const RESET_INVALID_LINK = 'This reset link is invalid or has expired. Request a new one.';
export const RESET_FAILED = "We couldn't update your password right now. Please try again.";

function throttledMessage(error: unknown): string | null {
  return errorStatus(error) === 429 ? serverMessage(error) || null : null;
}

// Branches on the server's typed reason and the fields it names, never on its English wording.
export function loginErrorMessage(error: unknown): string {
  if (serverReason(error) === 'invalid_credentials') return LOGIN_INVALID;
  const throttled = throttledMessage(error);
  if (throttled) return throttled;
  if (errorStatus(error) === 400) return LOGIN_BAD_REQUEST;
  return LOGIN_FAILED;
}

export function registerErrorMessage(error: unknown): string {
  const throttled = throttledMessage(error);
  if (throttled) return throttled;
  if (serverReason(error) === 'email_taken') return REGISTER_EXISTS;
  if (errorStatus(error) === 400) {
    const fields = invalidFields(error);
    if (fields.includes('email')) return REGISTER_BAD_EMAIL;
    if (fields.includes('password')) return REGISTER_BAD_PASSWORD;
  }
  return REGISTER_FAILED;
}

export function forgotPasswordErrorMessage(error: unknown): string {
  const throttled = throttledMessage(error);
  if (throttled) return throttled;
  if (errorStatus(error) === 404) return FORGOT_NOT_FOUND;
  return FORGOT_FAILED;
}

export function resetPasswordErrorMessage(error: unknown): string {
  const throttled = throttledMessage(error);
  if (throttled) return throttled;
  if (errorStatus(error) === 400) return serverMessage(error) || RESET_INVALID_LINK;
  return RESET_FAILED;
}
