import type { MailMessage } from './mailer';

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface AccountMail {
  to: string;
  subject: string;
  /** Paragraphs before the button; plain text, escaped for the HTML part. */
  intro: string[];
  action?: { label: string; link: string };
  /** Bulleted lines (names the user chose), shown after the intro. */
  list?: string[];
  outro: string[];
}

// One look for every mail we send an account holder: text for any client, and the same in HTML.
export function composeAccountMail(mail: AccountMail): MailMessage {
  const text = [
    'Hello,',
    '',
    ...mail.intro.flatMap((p) => [p, '']),
    ...(mail.list?.length ? [...mail.list.map((l) => `- ${l}`), ''] : []),
    ...(mail.action ? [mail.action.link, ''] : []),
    ...mail.outro.flatMap((p) => [p, '']),
    '— Countstream',
  ].join('\n');
  const small = 'style="font-size:13px;color:#555"';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1b4b">
<p>Hello,</p>
${mail.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${mail.list?.length ? `<ul>${mail.list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : ''}
${
  mail.action
    ? `<p><a href="${escapeHtml(mail.action.link)}" style="display:inline-block;padding:12px 20px;background:#4f46e5;color:#fff;border-radius:10px;text-decoration:none">${escapeHtml(mail.action.label)}</a></p>
<p ${small}>Or paste this address into your browser: ${escapeHtml(mail.action.link)}</p>`
    : ''
}
${mail.outro.map((p) => `<p ${small}>${escapeHtml(p)}</p>`).join('\n')}
</body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}
