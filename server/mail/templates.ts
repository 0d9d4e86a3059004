import { composeAccountMail } from './mail-layout';
import type { MailMessage } from './mailer';

export function passwordResetMail(to: string, link: string): MailMessage {
  return composeAccountMail({
    to,
    subject: 'Reset your Countstream password',
    intro: [
      'Someone asked to reset the password of your Countstream account.',
      'Open this link within 30 minutes to choose a new password. It works once, and only the newest link works:',
    ],
    action: { label: 'Reset your password', link },
    outro: ['If you did not ask for this, ignore this e-mail: your password stays the same.'],
  });
}

/** The welcome mail at sign-up, and the resend from the dashboard (`welcome` false). */
export function addressProofMail(to: string, link: string, welcome: boolean): MailMessage {
  return composeAccountMail({
    to,
    subject: welcome ? 'Welcome to Countstream: confirm your email' : 'Confirm your email address',
    intro: [
      ...(welcome ? ['Welcome to Countstream! Your account is ready to use.'] : []),
      'Please confirm that this email address is yours. The link works once, within 24 hours:',
    ],
    action: { label: 'Confirm my email', link },
    outro: ['If you did not create a Countstream account, ignore this e-mail.'],
  });
}

export function signInLinkMail(to: string, link: string): MailMessage {
  return composeAccountMail({
    to,
    subject: 'Your Countstream sign-in link',
    intro: ['Here is your one-time link to sign in to Countstream. It works once, within 20 minutes:'],
    action: { label: 'Sign in to Countstream', link },
    outro: [
      'If you did not ask for this, ignore this e-mail. Someone may have typed your address; your password stays safe.',
    ],
  });
}

export interface RevokedAccess {
  apiKeys: string[];
  webhookCounters: string[];
}

export function passwordChangedMail(to: string, revoked: RevokedAccess, forgotLink: string): MailMessage {
  const list = [
    ...revoked.apiKeys.map((name) => `API key "${name}"`),
    ...revoked.webhookCounters.map((name) => `Webhook URL of the counter "${name}"`),
  ];
  return composeAccountMail({
    to,
    subject: 'Your Countstream password was changed',
    intro: [
      'The password of your Countstream account was just changed with a reset link, and every session was signed out.',
      list.length
        ? 'To lock out anyone who had access, we also turned off these integrations. Make new ones in your dashboard when you need them:'
        : 'Your account had no API keys or webhook URLs to turn off.',
    ],
    list,
    outro: [`If you did not change your password, reset it again now: ${forgotLink}`],
  });
}
