import * as toastModule from '@web/components/ui/use-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUnauthorizedError } from './api-error';
import { handleUnauthorized } from './unauthorized';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('unauthorized rule (docs/product.md §8)', () => {
  it('matches only 401 errors whose reason is sign_in_required, whatever their text', () => {
    const answer = (status: number, body: object) => new Error(`${status}: ${JSON.stringify(body)}`);
    expect(isUnauthorizedError(answer(401, { message: 'Bitte anmelden', reason: 'sign_in_required' }))).toBe(
      true,
    );
    expect(isUnauthorizedError(answer(401, { message: 'Unauthorized: please sign in.' }))).toBe(false);
    expect(isUnauthorizedError(answer(401, { message: 'x', reason: 'invalid_credentials' }))).toBe(false);
    expect(isUnauthorizedError(answer(403, { message: 'x', reason: 'sign_in_required' }))).toBe(false);
  });

  it('toasts and sends the browser to /api/login after 500 ms', () => {
    vi.useFakeTimers();
    const location = { href: '/account' };
    vi.stubGlobal('window', { location });
    const toastSpy = vi.spyOn(toastModule, 'toast');
    expect(handleUnauthorized(new Error('401: {"message":"Unauthorized","reason":"sign_in_required"}'))).toBe(
      true,
    );
    expect(toastSpy).toHaveBeenCalledWith({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(499);
    expect(location.href).toBe('/account');
    vi.advanceTimersByTime(1);
    expect(location.href).toBe('/api/login');
  });

  it('leaves other errors alone', () => {
    expect(handleUnauthorized(new Error('500: boom'))).toBe(false);
  });
});
