import { describe, expect, it } from 'vitest';
import {
  FORGOT_FAILED,
  FORGOT_NOT_FOUND,
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
  registerErrorMessage,
  resetPasswordErrorMessage,
} from './error-messages';

const err = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  new Error(`${status}: ${JSON.stringify({ message, ...extra })}`);
const throttled = err(429, 'Too many sign-in attempts. Please wait a few minutes and try again.');

describe('auth error texts (SPEC.md §8)', () => {
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
});
