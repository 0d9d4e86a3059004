import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/toast';
import { Copy, MonitorPlay } from 'lucide-react';
import { useRef } from 'react';
import { copyText } from '../utils/clipboard';

const STEPS = [
  'Copy the embed code above.',
  "Paste it into your website's HTML where you want the counter to appear.",
  'The counter displays in a responsive frame that fits your page.',
  'You can adjust the width and height to suit your layout.',
];

async function copyEmbed(code: string) {
  try {
    await copyText(code);
    toast({ title: 'Copied!', description: 'Embed code copied to clipboard.' });
  } catch {
    toast({ title: 'Error', description: 'Failed to copy embed code.', variant: 'destructive' });
  }
}

// SPEC.md §2 'Embed dialog'; opened only once the server returned the code.
export function EmbedDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const copyButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={code !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        // Focus Copy, the one thing to do here, rather than selecting the whole code box on open.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          copyButton.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Embed Your Counter</DialogTitle>
          <DialogDescription>Add this counter to your website or streaming software.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <textarea
            readOnly
            aria-label="Embed code"
            value={code ?? ''}
            rows={6}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full resize-none rounded-xl border border-slate-300 bg-slate-50 p-3 font-mono text-xs text-slate-800 focus-visible:border-brand-500 focus-visible:ring-4 focus-visible:ring-brand-500/20 focus-visible:outline-none"
          />
          <Button ref={copyButton} onClick={() => code && copyEmbed(code)} className="justify-self-end">
            <Copy aria-hidden />
            Copy
          </Button>
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-slate-900">How to use</h3>
          <ol className="grid list-decimal gap-1 pl-5 text-sm text-slate-600">
            {STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
          <MonitorPlay className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            <span className="font-semibold">Tip for OBS:</span> add{' '}
            <code className="whitespace-nowrap rounded bg-white px-1 py-0.5 font-mono text-xs">
              ?transparent=1&amp;autostart=1
            </code>{' '}
            to the embed URL and use it as a Browser Source.
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
