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
  outboundWebhooks: { counter: string; host: string }[];
  platforms: string[];
}

/** Every credential that was turned off, one line each, in the order the mail lists them. */
export function revokedLines(revoked: RevokedAccess): string[] {
  return [
    ...revoked.apiKeys.map((name) => `API key "${name}"`),
    ...revoked.webhookCounters.map((name) => `Webhook URL of the counter "${name}"`),
    ...revoked.outboundWebhooks.map((w) => `Outbound webhook of the counter "${w.counter}" to ${w.host}`),
    ...revoked.platforms.map((name) => `Connection to the ${name}`),
  ];
}

const NOTHING_TO_TURN_OFF =
  'Your account had no API keys, webhook URLs, outbound webhooks or connected channels to turn off.';
const TURNED_OFF =
  'To lock out anyone who had access, we also turned off these. Make new ones in your dashboard when you need them:';

export function passwordChangedMail(to: string, revoked: RevokedAccess, forgotLink: string): MailMessage {
  const list = revokedLines(revoked);
  return composeAccountMail({
    to,
    subject: 'Your Countstream password was changed',
    intro: [
      'The password of your Countstream account was just changed with a reset link, and every session was signed out.',
      list.length ? TURNED_OFF : NOTHING_TO_TURN_OFF,
    ],
    list,
    outro: [`If you did not change your password, reset it again now: ${forgotLink}`],
  });
}

/**
 * A sign-in link proved an address nobody had proven yet. Whoever signed up may not be the owner
 * of the mailbox, so the password they chose was retired and everything they could have set up ended.
 */
export function accountClaimedMail(to: string, revoked: RevokedAccess, forgotLink: string): MailMessage {
  const list = revokedLines(revoked);
  return composeAccountMail({
    to,
    subject: 'Your Countstream address is confirmed: choose a password',
    intro: [
      "You signed in with a link we mailed to this address, which confirms it is yours. The address had not been confirmed before, so we cannot tell who chose the account's password: we retired it and signed out every other session.",
      list.length ? TURNED_OFF : NOTHING_TO_TURN_OFF,
    ],
    list,
    outro: [`Choose a new password here: ${forgotLink}`],
  });
}

/** A connected platform refused the creator's token and its refresh: they must connect it again. */
export function reconnectPlatformMail(
  to: string,
  platform: string,
  account: string,
  link: string,
): MailMessage {
  return composeAccountMail({
    to,
    subject: `Reconnect ${platform} to Countstream`,
    intro: [
      `${platform} no longer accepts Countstream's access to your channel ${account}: it expired or was revoked.`,
      `Your counters keep showing their last ${platform} numbers, but they will not move until you connect again. Open your dashboard and press Reconnect:`,
    ],
    action: { label: `Reconnect ${platform}`, link },
    outro: [
      `If you removed Countstream from ${platform} on purpose, disconnect it from the control page instead.`,
    ],
  });
}
