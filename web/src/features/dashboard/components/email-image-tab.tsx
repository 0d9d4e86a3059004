import type { EmbedCode } from '@core/api/counters';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { Copy } from 'lucide-react';
import { copyText } from '../utils/clipboard';

// The embed dialog's 'E-mail' tab (issue 19): the live GIF as an <img> snippet (the 2× image at
// its 1× size), how to paste it into the main e-mail tools, and a preview of what readers see when
// they open the e-mail, drawn as the snippet draws it.
const GUIDES: { tool: string; steps: string }[] = [
  {
    tool: 'Mailchimp',
    steps:
      'In the campaign editor, drag a Code block (classic builder) or an HTML content block where the countdown goes, paste the snippet and save.',
  },
  {
    tool: 'Klaviyo',
    steps:
      'In the email editor, add a Text block, switch it to Source (the <> button), paste the snippet and apply. In the drag-and-drop editor an HTML block works too.',
  },
  {
    tool: 'Gmail',
    steps:
      'Open the preview below in a browser tab, select the image and copy it, then paste it into your message: Gmail keeps the live image and its link.',
  },
];

async function copySnippet(html: string) {
  try {
    await copyText(html);
    toast({ title: 'Copied!', description: 'E-mail image code copied to clipboard.' });
  } catch {
    toast({ title: 'Error', description: 'Failed to copy the e-mail image code.', variant: 'destructive' });
  }
}

export function EmailImageTab({ email, boxClass }: { email: EmbedCode['email']; boxClass: string }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        A live image for newsletters and launch e-mails: it shows the remaining time at the moment each reader
        opens the e-mail.
      </p>
      <ul className="grid gap-1 text-sm text-slate-600" data-testid="email-image-facts">
        <li>
          Shown at{' '}
          <span className="font-semibold text-slate-800 tabular">
            {email.width} × {email.height} px
          </span>
          , painted at twice that ({email.width * 2} × {email.height * 2}) so it stays sharp on phones.
        </li>
        <li>Never cached by mail apps: every open asks for the time left now.</li>
        <li>
          Layout, and what it shows after the end (your text or 00:00:00): Edit the counter, Countdown
          Options, E-mail image.
        </li>
      </ul>
      <div className="grid gap-2">
        <textarea
          readOnly
          aria-label="E-mail image code"
          value={email.html}
          rows={4}
          onFocus={(e) => e.currentTarget.select()}
          className={`${boxClass} resize-none`}
        />
        <Button onClick={() => copySnippet(email.html)} className="justify-self-end">
          <Copy aria-hidden />
          Copy code
        </Button>
      </div>
      <figure className="grid gap-2">
        <figcaption className="text-sm font-semibold text-slate-900">Preview</figcaption>
        <a
          href={email.counterUrl}
          target="_blank"
          rel="noreferrer"
          className="block overflow-hidden rounded-lg"
        >
          <img
            src={`${email.imageUrl}${email.imageUrl.includes('?') ? '&' : '?'}preview=1`}
            width={email.width}
            height={email.height}
            alt={email.alt}
            data-testid="email-image-preview"
            className="block h-auto max-w-full"
          />
        </a>
      </figure>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Add it to your e-mail</h3>
        <dl className="grid gap-2 text-sm text-slate-600">
          {GUIDES.map((g) => (
            <div key={g.tool}>
              <dt className="font-semibold text-slate-800">{g.tool}</dt>
              <dd>{g.steps}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
