import { describe, expect, it } from 'vitest';
import { AppError, ERROR_REASONS, STATUS_BY_CODE } from './app-error';

// The one place codes become HTTP statuses, and what an AppError carries to the error handler.

describe('AppError', () => {
  it('carries its code, message, details and reason', () => {
    const e = new AppError('validation', 'Bad', { title: ['Title is required'] }, 'email_taken');
    expect(e).toBeInstanceOf(Error);
    expect(e).toMatchObject({
      name: 'AppError',
      message: 'Bad',
      code: 'validation',
      details: { title: ['Title is required'] },
      reason: 'email_taken',
    });
    expect(new AppError('conflict', 'x')).toMatchObject({ details: undefined, reason: undefined });
  });

  it('maps each code to its status', () => {
    expect(STATUS_BY_CODE).toEqual({
      validation: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      payload_too_large: 413,
      rate_limited: 429,
      unavailable: 503,
    });
    expect(ERROR_REASONS).toEqual([
      'sign_in_required',
      'invalid_credentials',
      'email_taken',
      'login_locked',
      'password_needed',
      'already_confirmed',
    ]);
  });
});
