import { describe, expect, it } from 'vitest';
import {
  FORGOT_FAILED,
  FORGOT_NOT_FOUND,
  FORGOT_SENT,
  forgotPasswordErrorMessage,
  LOGIN_BAD_REQUEST,
  LOGIN_FAILED,
  LOGIN_INVALID,
  loginErrorMessage,
  REGISTER_BAD_EMAIL,
  REGISTER_BAD_PASSWORD,
  REGISTER_EXISTS,
  REGISTER_FAILED,
  RESET_FAILED,
  RESET_INVALID_LINK,
  registerErrorMessage,
  resetPasswordErrorMessage,
} from './error-messages';

const err = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  new Error(`${status}: ${JSON.stringify({ message, ...extra })}`);
const throttled = err(429, 'Too many sign-in attempts. Please wait a few minutes and try again.');

describe('auth error texts (docs/product.md §8)', () => {
  it('maps login errors', () => {
    expect(loginErrorMessage(err(401, 'Wrong', { reason: 'invalid_credentials' }))).toBe(LOGIN_INVALID);
    // The English text alone decides nothing: an ended session is not a wrong password.
    expect(loginErrorMessage(err(401, 'Invalid email or password', { reason: 'sign_in_required' }))).toBe(
      LOGIN_FAILED,
    );
    expect(loginErrorMessage(err(400, 'Validation failed'))).toBe(LOGIN_BAD_REQUEST);
    expect(loginErrorMessage(throttled)).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    expect(loginErrorMessage(err(500, 'Internal Server Error'))).toBe(LOGIN_FAILED);
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(LOGIN_FAILED);
  });

  it('maps register errors', () => {
    expect(registerErrorMessage(err(409, 'Taken', { reason: 'email_taken' }))).toBe(REGISTER_EXISTS);
    expect(registerErrorMessage(err(409, 'An account with this email already exists'))).toBe(REGISTER_FAILED);
    const invalid = (field: string) => err(400, `${field}: bad`, { errors: { [field]: ['bad'] } });
    expect(registerErrorMessage(invalid('email'))).toBe(REGISTER_BAD_EMAIL);
    expect(registerErrorMessage(invalid('password'))).toBe(REGISTER_BAD_PASSWORD);
    expect(registerErrorMessage(invalid('firstName'))).toBe(REGISTER_FAILED);
    expect(registerErrorMessage(throttled)).toContain('Too many');
    expect(registerErrorMessage(err(500, 'boom'))).toBe(REGISTER_FAILED);
  });

  it('maps forgot-password and reset errors', () => {
    expect(forgotPasswordErrorMessage(err(404, 'User not found'))).toBe(FORGOT_NOT_FOUND);
    expect(forgotPasswordErrorMessage(err(500, 'boom'))).toBe(FORGOT_FAILED);
    const expired = 'This reset link is invalid or has expired. Request a new one.';
    expect(resetPasswordErrorMessage(err(400, expired))).toBe(expired);
    expect(resetPasswordErrorMessage(err(500, 'boom'))).toBe(RESET_FAILED);
  });

  it("says docs/product.md §8's words", () => {
    expect([LOGIN_INVALID, LOGIN_BAD_REQUEST, LOGIN_FAILED]).toEqual([
      'The email or password you entered is incorrect. Please double-check and try again.',
      'Please check your email and password and try again.',
      "We're having trouble signing you in. Please try again in a moment.",
    ]);
    expect([REGISTER_EXISTS, REGISTER_BAD_EMAIL, REGISTER_BAD_PASSWORD, REGISTER_FAILED]).toEqual([
      'An account with this email already exists. Try signing in instead.',
      'Please enter a valid email address.',
      'Password must be at least 6 characters long.',
      "We couldn't create your account right now. Please try again.",
    ]);
    expect([FORGOT_SENT, FORGOT_NOT_FOUND, FORGOT_FAILED]).toEqual([
      'Password reset link has been sent to your email address.',
      "We couldn't find an account with that email address.",
      "We couldn't send the reset email right now. Please try again.",
    ]);
    expect([RESET_INVALID_LINK, RESET_FAILED]).toEqual([
      'This reset link is invalid or has expired. Request a new one.',
      "We couldn't update your password right now. Please try again.",
    ]);
  });

  it("gives every form the server's throttling text, and its own text when a 429 has none", () => {
    const wait = 'Too many sign-in attempts. Please wait a few minutes and try again.';
    expect(forgotPasswordErrorMessage(throttled)).toBe(wait);
    expect(resetPasswordErrorMessage(throttled)).toBe(wait);
    expect(registerErrorMessage(throttled)).toBe(wait);
    const silent = new Error('429: ');
    expect(loginErrorMessage(silent)).toBe(LOGIN_FAILED);
    expect(registerErrorMessage(silent)).toBe(REGISTER_FAILED);
    expect(forgotPasswordErrorMessage(silent)).toBe(FORGOT_FAILED);
    expect(resetPasswordErrorMessage(silent)).toBe(RESET_FAILED);
  });

  it('reads the status, not the reason, for the other cases', () => {
    // A 400 that names no field, or a reason on another status, is not a field error.
    expect(registerErrorMessage(err(400, 'bad', { errors: {} }))).toBe(REGISTER_FAILED);
    expect(registerErrorMessage(err(500, 'x', { errors: { email: ['bad'] } }))).toBe(REGISTER_FAILED);
    expect(forgotPasswordErrorMessage(err(400, 'User not found'))).toBe(FORGOT_FAILED);
    expect(resetPasswordErrorMessage(new Error('400: '))).toBe(RESET_INVALID_LINK);
    expect(resetPasswordErrorMessage(err(404, 'gone'))).toBe(RESET_FAILED);
    expect(loginErrorMessage(err(429, 'Wait', { reason: 'invalid_credentials' }))).toBe(LOGIN_INVALID);
  });
});
