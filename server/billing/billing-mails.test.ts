import { describe, expect, it } from 'vitest';
import { duplicateCancelledMail, premiumConfirmedMail } from './billing-mails';

// The two e-mails billing sends on its own, as the user reads them (text and HTML).
const button = (link: string) =>
  `<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#4f46e5;color:#fff;border-radius:10px;text-decoration:none">Open your dashboard</a></p>`;
const page = (paragraphs: string[], link: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1b4b">\n<p>Hello,</p>${paragraphs.map((p) => `<p>${p}</p>`).join('')}\n${button(link)}\n</body></html>`;

describe('billing mails', () => {
  it('confirms Premium with a link to the account page', () => {
    const line = 'Your payment is confirmed and Premium is now active on your account. Thank you!';
    expect(premiumConfirmedMail('ana@example.com', 'https://countstream.test')).toEqual({
      to: 'ana@example.com',
      subject: 'Your Countstream Premium is active',
      text: `Hello,\n\n${line}\n\nhttps://countstream.test/account\n\n— Countstream`,
      html: page([line], 'https://countstream.test/account'),
    });
  });

  it('tells of a second subscription cancelled and refunded, one paragraph a line', () => {
    const lines = [
      'You already had a Premium subscription when a second one was started, so we cancelled the second one and refunded its payment in full.',
      'Your Premium continues on the first subscription; there is nothing you need to do.',
    ];
    expect(duplicateCancelledMail('bo@example.com', 'https://app.example')).toEqual({
      to: 'bo@example.com',
      subject: 'We refunded a second Countstream subscription',
      text: `Hello,\n\n${lines[0]}\n${lines[1]}\n\nhttps://app.example/account\n\n— Countstream`,
      html: page(lines, 'https://app.example/account'),
    });
  });
});
