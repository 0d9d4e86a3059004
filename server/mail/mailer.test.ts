import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes an .eml file and logs the links', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cs-outbox-'));
    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => logged.push(args) } as never;
    const mailer = createMailer({ from: 'a@b.co', outboxDir: dir, log, logLinks: true });
    await mailer.send({
      to: 'x@example.com',
      subject: 'Reset',
      text: 'Open https://app.test/auth/reset?token=abc now',
      html: '<p>x</p>',
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(dir, files[0]!), 'utf8')).toContain('Subject: Reset');
    expect(JSON.stringify(logged)).toContain('https://app.test/auth/reset?token=abc');
  });

  it('in production writes the file but keeps the links out of the log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cs-outbox-'));
    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => logged.push(args) } as never;
    const mailer = createMailer({ from: 'a@b.co', outboxDir: dir, log, logLinks: false });
    await mailer.send({
      to: 'x@example.com',
      subject: 'Reset',
      text: 'Open https://app.test/auth/reset?token=abc now',
      html: '<p>x</p>',
    });
    const files = readdirSync(dir);
    expect(readFileSync(join(dir, files[0]!), 'utf8')).toContain('token=abc');
    expect(JSON.stringify(logged)).toContain('mail written to outbox: Reset');
    expect(JSON.stringify(logged)).not.toContain('token=abc');
  });
});
