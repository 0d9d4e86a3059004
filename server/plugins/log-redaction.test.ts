import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction';

describe('redactUrl', () => {
  it('hides reset tokens and webhook tokens, keeps the rest of the URL', () => {
    expect(redactUrl('/auth/reset?token=abc123-_x')).toBe('/auth/reset?token=[redacted]');
    expect(redactUrl('/x?a=1&token=s3cret&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    // The Twitch OAuth callback: the code and the state are each good once, but not for the logs.
    expect(redactUrl('/api/integrations/twitch/callback?code=c0de&scope=bits%3Aread&state=st4te')).toBe(
      '/api/integrations/twitch/callback?code=[redacted]&scope=bits%3Aread&state=[redacted]',
    );
    expect(redactUrl('/api/hooks/4f1c-secret/increment')).toBe('/api/hooks/[redacted]/increment');
    expect(redactUrl('/api/hooks/4f1c-secret')).toBe('/api/hooks/[redacted]');
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/api/counters/abc/view')).toBe('/api/counters/abc/view');
    expect(redactUrl('/counter/abc?transparent=1')).toBe('/counter/abc?transparent=1');
  });
});

// What Fastify hands the serializer: the raw URL, and the router settings the path is read with.
const requestFor = (url: string) =>
  ({
    method: 'POST',
    url,
    host: 'localhost',
    ip: '127.0.0.1',
    raw: {},
    server: { initialConfig: Fastify().initialConfig },
  }) as unknown as FastifyRequest;

describe('request log lines', () => {
  it('redact the secret however the path or the query name is spelt', () => {
    const line = (url: string) => serializeRequest(requestFor(url)).url;
    expect(line('/%61pi/hooks/s3cret-token/increment')).toBe('/api/hooks/[redacted]/increment');
    expect(line('/api/%68ooks/s3cret-token/increment')).toBe('/api/hooks/[redacted]/increment');
    expect(line('/reset-password?%74oken=s3cret&x=1')).toBe('/reset-password?%74oken=[redacted]&x=1');
    expect(line('/x?KEY=s3cret')).toBe('/x?KEY=[redacted]');
    expect(line('/api/counters/abc/view?v=1')).toBe('/api/counters/abc/view?v=1');
  });
});
