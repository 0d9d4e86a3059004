import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

/** Which mail to wait for: its subject contains `subject`, and it is not among the first `after` received. */
export interface MailMatch {
  subject?: string;
  after?: number;
  timeoutMs?: number;
}

// A real SMTP server on loopback that keeps what it receives, so tests read mail as a user would.
export async function startSmtpSink(): Promise<{
  url: string;
  mails: ReceivedMail[];
  waitFor(to: string, match?: MailMatch): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, { subject = '', after = 0, timeoutMs = 5000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = mails
          .slice(after)
          .reverse()
          .find((m) => m.to.includes(to.toLowerCase()) && m.subject.includes(subject));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail for ${to} with subject "${subject}" within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

/** The first link to `path` (e.g. /auth/reset) with a token in the mail's text. */
export function findLink(mail: ReceivedMail, path: string): string {
  const escaped = path.replace(/[/]/g, '\\/');
  const m = new RegExp(`https?://[^\\s"<>]+${escaped}\\?token=[A-Za-z0-9_%-]+`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in mail "${mail.subject}"`);
  return m[0];
}

export const findResetLink = (mail: ReceivedMail) => findLink(mail, '/auth/reset');

/** The token of the first link to `path` in the mail. */
export const linkToken = (mail: ReceivedMail, path: string) =>
  new URL(findLink(mail, path)).searchParams.get('token')!;
