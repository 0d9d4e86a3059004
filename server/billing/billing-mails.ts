import type { MailMessage } from '../mail/mailer';

// The e-mails billing sends on its own: Premium confirmed after a late webhook, and a duplicate
// subscription cancelled and refunded.

function wrap(to: string, subject: string, lines: string[], link: string): MailMessage {
  const text = ['Hello,', '', ...lines, '', link, '', '— Countstream'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1b4b">
<p>Hello,</p>${lines.map((l) => `<p>${l}</p>`).join('')}
<p><a href="${link}" style="display:inline-block;padding:12px 20px;background:#4f46e5;color:#fff;border-radius:10px;text-decoration:none">Open your dashboard</a></p>
</body></html>`;
  return { to, subject, text, html };
}

export function premiumConfirmedMail(to: string, appUrl: string): MailMessage {
  return wrap(
    to,
    'Your Countstream Premium is active',
    ['Your payment is confirmed and Premium is now active on your account. Thank you!'],
    `${appUrl}/account`,
  );
}

export function duplicateCancelledMail(to: string, appUrl: string): MailMessage {
  return wrap(
    to,
    'We refunded a second Countstream subscription',
    [
      'You already had a Premium subscription when a second one was started, so we cancelled the second one and refunded its payment in full.',
      'Your Premium continues on the first subscription; there is nothing you need to do.',
    ],
    `${appUrl}/account`,
  );
}
