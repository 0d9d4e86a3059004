import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { mailSends } from '../metrics';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** Development only: log each outbox mail's links (sign-in and reset links are secrets in production logs). */
  logLinks: boolean;
}

// Every send is counted, sent or failed, whichever way the mailer sends.
function counted(mailer: Mailer): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (err) {
        mailSends.inc({ result: 'failed' });
        throw err;
      }
      mailSends.inc({ result: 'sent' });
    },
    close: () => mailer.close(),
  };
}

// SMTP when configured; otherwise each mail lands as an .eml file in the outbox so local set-ups still work.
export function createMailer(opts: MailerOptions): Mailer {
  return counted(createTransportMailer(opts));
}

function createTransportMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await mkdir(opts.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      // Without SMTP the links are what a developer needs (e.g. the password reset link): log them,
      // but never in production, where logs are shared and those links sign a reader in.
      if (!opts.logLinks) {
        opts.log.info({ to: message.to, file }, `mail written to outbox: ${message.subject}`);
        return;
      }
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      opts.log.info(
        { to: message.to, file, links },
        `mail written to outbox: ${message.subject} ${links.join(' ')}`,
      );
    },
    close: () => transport.close(),
  };
}
