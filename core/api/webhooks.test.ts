import { describe, expect, it } from 'vitest';
import { checkWebhookUrl } from './webhooks';

// The check when a webhook is saved: the early, friendly answer (the send-time check in
// server/outbound-webhooks/pinned-post.ts is the real guard). Literal addresses go through the
// same address rule as resolved ones; names of this machine are refused in every spelling.

describe('saving a webhook URL', () => {
  it('refuses literal addresses in every private, reserved or local range, however spelled', () => {
    for (const host of [
      '100.64.0.1',
      '100.127.1.1',
      '198.18.0.1',
      '192.0.2.1',
      '203.0.113.1',
      '224.0.0.1',
      '255.255.255.255',
      '0x7f.1',
      '2130706433',
      '127.0.0.1.',
      '[::]',
      '[::ffff:127.0.0.1]',
      '[::ffff:10.0.0.1]',
      '[64:ff9b::10.0.0.1]',
      '[2002:a00:1::]',
      '[fd00::1]',
      '[fe80::1]',
      '[fec0::1]',
      '[2001:db8::1]',
    ])
      expect(checkWebhookUrl(`https://${host}/hook`), host).toBe('private_host');
  });

  it('refuses names of this machine with the trailing dot of a full name', () => {
    for (const host of ['localhost.', 'LOCALHOST.', 'app.localhost.', 'printer.local.', 'db.corp.internal.'])
      expect(checkWebhookUrl(`https://${host}/hook`), host).toBe('private_host');
  });

  it('takes public addresses, IPv6 too', () => {
    for (const host of [
      '8.8.8.8',
      '100.128.0.1',
      '[2606:4700:4700::1111]',
      '[::ffff:8.8.8.8]',
      'example.com.',
    ])
      expect(checkWebhookUrl(`https://${host}/hook`), host).toBe('ok');
  });

  it('takes this machine only as 127.0.0.1 or localhost, and only when tests or local development allow it', () => {
    for (const url of ['http://127.0.0.1:8080/x', 'http://localhost.:8080/x', 'https://LOCALHOST/x'])
      expect(checkWebhookUrl(url, true), url).toBe('ok');
    for (const url of ['http://[::ffff:127.0.0.1]/x', 'http://100.64.0.1/x', 'http://app.localhost/x'])
      expect(checkWebhookUrl(url, true), url).toBe('bad_url');
    for (const url of ['https://10.0.0.1/x', 'https://[::1]/x', 'https://127.0.0.2/x'])
      expect(checkWebhookUrl(url, true), url).toBe('private_host');
    expect(checkWebhookUrl('http://127.0.0.1:8080/x')).toBe('bad_url');
    expect(checkWebhookUrl('https://localhost./x')).toBe('private_host');
  });
});
