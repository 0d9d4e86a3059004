import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail(to: string, link: string): MailMessage {
  const text = [
    'Hello,',
    '',
    'Someone asked to reset the password of your Countstream account.',
    'Open this link within 1 hour to choose a new password:',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays the same.',
    '',
    '— Countstream',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1b4b">
<p>Hello,</p>
<p>Someone asked to reset the password of your Countstream account. Open this link within 1 hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#4f46e5;color:#fff;border-radius:10px;text-decoration:none">Reset your password</a></p>
<p style="font-size:13px;color:#555">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">If you did not ask for this, ignore this e-mail: your password stays the same.</p>
</body></html>`;
  return { to, subject: 'Reset your Countstream password', text, html };
}
