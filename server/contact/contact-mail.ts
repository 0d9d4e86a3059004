import { CONTACT_CATEGORY_LABELS, type ContactBody } from '@core/api/contact';
import { composeAccountMail, escapeHtml } from '../mail/mail-layout';
import type { MailMessage } from '../mail/mailer';

// Header-injection safety: nodemailer folds headers, but a subject never needs line breaks.
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');

export interface ContactMailInput extends ContactBody {
  id: string;
  userId: string | null;
}

// The mail support receives for one contact message. Everything the sender typed is escaped in HTML.
export function contactMessageMail(to: string, m: ContactMailInput): MailMessage {
  const category = CONTACT_CATEGORY_LABELS[m.category];
  const account = m.userId ? `signed-in user ${m.userId}` : 'not signed in';
  const text = [
    `New ${category} message from the Countstream contact form.`,
    '',
    `From: ${m.name} <${m.email}>`,
    `Category: ${category}`,
    `Account: ${account}`,
    `Reference: ${m.id}`,
    `Subject: ${m.subject}`,
    '',
    m.message,
    '',
    `Reply to ${m.email} to answer.`,
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#64748b">${label}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1b4b">
<p>New <strong>${escapeHtml(category)}</strong> message from the Countstream contact form.</p>
<table style="border-collapse:collapse;font-size:14px">
${row('From', `${m.name} <${m.email}>`)}
${row('Category', category)}
${row('Account', account)}
${row('Reference', m.id)}
${row('Subject', m.subject)}
</table>
<div style="margin-top:16px;padding:16px;border-radius:10px;background:#f1f5f9;white-space:pre-wrap;font-size:14px">${escapeHtml(m.message)}</div>
<p style="font-size:13px;color:#555">Reply to <a href="mailto:${escapeHtml(m.email)}">${escapeHtml(m.email)}</a> to answer.</p>
</body></html>`;
  return { to, subject: oneLine(`[Contact: ${category}] ${m.subject}`), text, html };
}

/**
 * The sender's copy: proof the message arrived, its reference for a follow-up, and what they wrote.
 * It goes only to the address typed in the form, says so, and asks nothing of the reader, so a form
 * filled in with someone else's address costs that person one plain mail and nothing more.
 */
export function contactCopyMail(m: ContactMailInput): MailMessage {
  const category = CONTACT_CATEGORY_LABELS[m.category];
  return composeAccountMail({
    to: m.email,
    subject: oneLine(`We received your message: ${m.subject}`),
    intro: [
      `Thanks for writing to Countstream support. We received your ${category} message and will answer at this address.`,
      `Reference: ${m.id}`,
      `Subject: ${m.subject}`,
      m.message,
    ],
    outro: [
      'This is a copy of what you sent through the contact form on our site; you do not need to reply to it.',
      'If you did not write this message, you can ignore this mail.',
    ],
  });
}
