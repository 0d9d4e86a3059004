import * as toastModule from '@web/components/ui/use-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listUrl } from '../api/admin-keys';
import { toastFailure } from './admin-toasts';
import { formatDate, formatMoney, shortName, shortSearchNote, userOptionLabel } from './format';

afterEach(() => vi.restoreAllMocks());

describe('admin helpers', () => {
  it('builds list URLs with only the parameters that are set', () => {
    expect(listUrl('/api/admin/users', {})).toBe('/api/admin/users');
    expect(listUrl('/api/admin/users', { page: 2, pageSize: 20, search: '', plan: 'free' })).toBe(
      '/api/admin/users?page=2&pageSize=20&plan=free',
    );
    expect(listUrl('/api/admin/counters', { search: 'a&b' })).toBe('/api/admin/counters?search=a%26b');
  });

  it('tells the admin that a short search looked at the newest rows only, and how to search all', () => {
    expect(shortSearchNote('users', 5000)).toBe(
      'Searches of one or two characters look only at the newest 5,000 users. Type 3 or more characters to search all users.',
    );
  });

  it('names users and formats dates and money as the screen shows them', () => {
    expect(formatDate(null)).toBe('Unknown');
    expect(formatDate('not a date')).toBe('Unknown');
    expect(formatDate('2025-03-01T12:00:00.000Z')).toMatch(/2025/);
    expect(shortName({ firstName: '  ', email: 'a@b.co' })).toBe('a@b.co');
    expect(shortName({ firstName: 'Ava', email: 'a@b.co' })).toBe('Ava');
    expect(userOptionLabel({ firstName: 'Ava', lastName: null, email: 'a@b.co' })).toBe('Ava (a@b.co)');
    expect(userOptionLabel({ firstName: null, lastName: null, email: 'a@b.co' })).toBe('a@b.co');
    expect(formatMoney('4.5')).toBe('$4.50');
    expect(formatMoney(null)).toBe('$0.00');
  });

  it('toasts the product’s failure text, with the reason of a refused input but not of a crash', () => {
    const spy = vi.spyOn(toastModule, 'toast');
    toastFailure('Failed to update price', new Error('500: {"message":"Internal error"}'));
    expect(spy).toHaveBeenLastCalledWith({
      title: 'Error',
      description: 'Failed to update price',
      variant: 'destructive',
    });
    toastFailure('Failed to set custom price', new Error('400: {"message":"customPrice: Too high"}'));
    expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Failed to set custom price. Too high' }),
    );
    spy.mockClear();
    toastFailure(
      'Failed to upgrade user',
      new Error('401: {"message":"Unauthorized","reason":"sign_in_required"}'),
    );
    expect(spy).not.toHaveBeenCalled();
  });
});
