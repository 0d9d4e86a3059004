import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides reset tokens and webhook tokens, keeps the rest of the URL', () => {
    expect(redactUrl('/auth/reset?token=abc123-_x')).toBe('/auth/reset?token=[redacted]');
    expect(redactUrl('/x?a=1&token=s3cret&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(redactUrl('/api/hooks/4f1c-secret/increment')).toBe('/api/hooks/[redacted]/increment');
    expect(redactUrl('/api/hooks/4f1c-secret')).toBe('/api/hooks/[redacted]');
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/api/counters/abc/view')).toBe('/api/counters/abc/view');
    expect(redactUrl('/counter/abc?transparent=1')).toBe('/counter/abc?transparent=1');
  });
});
