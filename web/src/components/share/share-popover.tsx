import { Button, buttonClasses } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { AtSign, Check, Copy, Mail, MessageCircle, Share } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { QrCode } from './qr-code';
import { type ShareTarget, shareLinks } from './share-links';

type Props = {
  /** The public link to share. */
  url: string;
  /** The counter's name: the popover's title and the text the share links carry. */
  title: string;
  /** The button that opens the popover (rendered as the trigger). */
  children: ReactNode;
};

// X's mark drawn as two strokes (lucide has no X logo); the others are lucide's generic glyphs.
function XMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth={2.4}>
      <path d="M4 4l16 16M20 4L4 20" strokeLinecap="round" />
    </svg>
  );
}

const ICONS: Record<ShareTarget, ReactNode> = {
  x: <XMark />,
  threads: <AtSign aria-hidden />,
  whatsapp: <MessageCircle aria-hidden />,
  email: <Mail aria-hidden />,
};

type CopyState = 'idle' | 'copied' | 'failed';

// The phone's share sheet exists on most phones and some desktops (navigator.share); elsewhere the
// button is left out rather than shown to fail.
function canUseShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Share, done properly: the link in plain sight, Copy with visible feedback, a QR code for a phone
 * across the room, the usual services by their plain compose links, and the device's own share sheet.
 */
export function SharePopover({ url, title, children }: Props) {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={`Share “${title}”`}
          // Never taller than the room the screen has beside the button: the rest scrolls.
          style={{ maxHeight: 'var(--radix-popover-content-available-height)' }}
          className="z-50 grid w-[min(22rem,calc(100vw-1.5rem))] gap-4 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl focus:outline-none"
        >
          <ShareBody url={url} title={title} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

// Mounted only while open: the QR encoder is fetched on the first open, not with the page.
function ShareBody({ url, title }: { url: string; title: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const [sheet] = useState(canUseShareSheet);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 2500);
    return () => clearTimeout(timer);
  }, [copy]);

  async function copyLink() {
    try {
      // Only in secure contexts (https, localhost), and the browser may refuse.
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      input.current?.select();
      setCopy('failed');
    }
  }

  async function openShareSheet() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Cancelled by the user, or refused: the popover's other ways stay there.
    }
  }

  return (
    <>
      <div className="grid gap-0.5">
        <h2 className="truncate text-base font-bold text-slate-900">Share “{title}”</h2>
        <p className="text-sm text-slate-600">Anyone with the link can watch it, no account needed.</p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Counter link
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            ref={input}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="h-10 min-w-0 font-mono text-xs sm:text-xs"
          />
          <Button
            size="sm"
            className="h-10 w-24"
            variant={copy === 'copied' ? 'secondary' : 'primary'}
            onClick={copyLink}
          >
            {copy === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copy === 'copied' ? 'Copied!' : 'Copy'}
          </Button>
        </div>
        {/* Always in the page, so screen readers hear it change; shown only when it says something. */}
        <p
          role="status"
          className={cn(
            'text-xs',
            copy === 'idle' && 'sr-only',
            copy === 'failed' ? 'text-amber-700' : 'text-emerald-700',
          )}
        >
          {copy === 'copied' && 'Link copied! Counter URL has been copied to your clipboard.'}
          {copy === 'failed' && 'Copy this URL: the link is selected, press Ctrl+C (⌘C on a Mac).'}
        </p>
      </div>
      <div className="flex items-center gap-4">
        <div className="shrink-0 rounded-xl border border-slate-200 p-1.5">
          <QrCode text={url} label={`QR code of ${url}`} size={112} />
        </div>
        <p className="text-sm text-slate-600">Scan with a phone camera to open the counter there.</p>
      </div>
      <ul className="grid grid-cols-4 gap-2" aria-label="Share on">
        {shareLinks(url, title).map((link) => (
          <li key={link.target}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${link.label}`}
              className={buttonClasses(
                'outline',
                'sm',
                'h-auto w-full flex-col gap-1 px-1 py-2 text-xs [&_svg]:size-5',
              )}
            >
              {ICONS[link.target]}
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {sheet && (
        <Button variant="secondary" size="sm" onClick={openShareSheet}>
          <Share aria-hidden />
          More ways to share
        </Button>
      )}
    </>
  );
}
