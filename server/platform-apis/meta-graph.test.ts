import { describe, expect, it } from 'vitest';
import { appUsagePercent, isThrottleCode, metaErrorOf, metaTokenOf, regainMinutes } from './meta-graph';

// Meta's answers as Instagram, Threads and Facebook read them ("Handling Errors", "Rate Limiting",
// the token exchanges).

describe('reading Meta’s answers', () => {
  it('takes the message and code of the error envelope, and nothing from a body without one', () => {
    const body = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };
    expect(metaErrorOf(body)).toEqual({ message: 'Invalid OAuth access token.', code: 190 });
    expect(metaErrorOf({ error: { message: '', code: '4' } })).toEqual({ message: null, code: null });
    expect(metaErrorOf({ error_message: 'not the envelope' })).toBeNull();
    expect(metaErrorOf(null)).toBeNull();
  });

  it('knows the throttling codes and no others', () => {
    for (const code of [4, 17, 32, 613]) expect(isThrottleCode(code)).toBe(true);
    for (const code of [190, 100, 10, null]) expect(isThrottleCode(code)).toBe(false);
  });

  it('reads the highest share of X-App-Usage, and the longest wait of X-Business-Use-Case-Usage', () => {
    expect(appUsagePercent('{"call_count":28,"total_cputime":100,"total_time":7}')).toBe(100);
    expect(appUsagePercent('not json')).toBeNull();
    expect(appUsagePercent(null)).toBeNull();
    const usage = JSON.stringify({
      a: [{ estimated_time_to_regain_access: 3 }],
      b: [{ estimated_time_to_regain_access: 9 }],
    });
    expect(regainMinutes(usage)).toBe(9);
    expect(regainMinutes('{"a":[{"estimated_time_to_regain_access":0}]}')).toBeNull();
  });

  it('reads a token exchange’s token and end, with a fallback lifetime only when given one', () => {
    const now = 1_000_000;
    expect(metaTokenOf({ access_token: 't', expires_in: 60 }, null, now)).toEqual({
      accessToken: 't',
      expiresAt: new Date(now + 60_000),
    });
    expect(metaTokenOf({ access_token: 't' }, 3600, now)?.expiresAt).toEqual(new Date(now + 3_600_000));
    expect(metaTokenOf({ access_token: 't' }, null, now)).toBeNull();
    expect(metaTokenOf({ expires_in: 60 }, 3600, now)).toBeNull();
  });
});
