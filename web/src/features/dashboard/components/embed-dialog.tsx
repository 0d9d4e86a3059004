import type { EmbedCode } from '@core/api/counters';
import { ObsGuide } from '@web/components/obs/obs-guide';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/toast';
import { Copy, MonitorPlay } from 'lucide-react';
import { useRef, useState } from 'react';
import { copyText } from '../utils/clipboard';
import { EmailImageTab } from './email-image-tab';
import { SOURCE_PRESETS, type SourceSize, SourceSizePreview } from './source-size-preview';

const STEPS = [
  'Copy the embed code above.',
  "Paste it into your website's HTML where you want the counter to appear.",
  'The counter displays in a responsive frame that fits your page.',
  'You can adjust the width and height to suit your layout.',
];

async function copyWithToast(text: string, what: 'code' | 'url') {
  try {
    await copyText(text);
    toast({
      title: 'Copied!',
      description:
        what === 'code' ? 'Embed code copied to clipboard.' : 'Browser source URL copied to clipboard.',
    });
  } catch {
    toast({
      title: 'Error',
      description: what === 'code' ? 'Failed to copy embed code.' : 'Failed to copy the URL.',
      variant: 'destructive',
    });
  }
}

/** The browser source URL with the event strip (issue 18) switched on. */
const withEventsParam = (url: string) => `${url}${url.includes('?') ? '&' : '?'}events=1`;

const boxClass =
  'w-full rounded-xl border border-slate-300 bg-slate-50 p-3 font-mono text-xs text-slate-800 focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none';

// docs/product.md §2 'Embed dialog', plus the OBS browser source (issue 23): opened once the server answered.
export function EmbedDialog({ embed, onClose }: { embed: EmbedCode | null; onClose: () => void }) {
  const copyButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={embed !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-h-[90vh] max-w-xl overflow-y-auto"
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
        <Tabs defaultValue="site" className="grid gap-4">
          <TabsList>
            <TabsTrigger value="site">Website &amp; OBS</TabsTrigger>
            <TabsTrigger value="email">E-mail</TabsTrigger>
          </TabsList>
          <TabsContent value="site" className="grid gap-4">
            <div className="grid gap-2">
              <textarea
                readOnly
                aria-label="Embed code"
                value={embed?.embedCode ?? ''}
                rows={5}
                onFocus={(e) => e.currentTarget.select()}
                className={`${boxClass} resize-none`}
              />
              <Button
                ref={copyButton}
                onClick={() => embed && copyWithToast(embed.embedCode, 'code')}
                className="justify-self-end"
              >
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
            {embed && (
              <section
                aria-labelledby="obs-title"
                className="grid gap-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4"
              >
                <h3 id="obs-title" className="flex items-center gap-2 text-sm font-semibold text-brand-950">
                  <MonitorPlay className="size-4" aria-hidden />
                  OBS browser source
                </h3>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <input
                    readOnly
                    aria-label="Browser source URL"
                    value={embed.browserSourceUrl}
                    onFocus={(e) => e.currentTarget.select()}
                    // Grows along the row from sm up; on a phone's column a flex-1 (basis 0) would
                    // squeeze the field to a sliver under the 40 px it needs.
                    className={`${boxClass} h-10 min-w-0 sm:flex-1 py-0`}
                  />
                  <Button variant="outline" onClick={() => copyWithToast(embed.browserSourceUrl, 'url')}>
                    <Copy aria-hidden />
                    Copy URL
                  </Button>
                </div>
                <ObsSize embed={embed} />
                <p className="text-sm text-slate-700" data-testid="events-strip-hint">
                  Subathon or goal (synced counters)? Add <code className="font-mono">events=1</code> to the
                  URL to show the latest events under the counter:{' '}
                  <code className="font-mono break-all">{withEventsParam(embed.browserSourceUrl)}</code>
                </p>
              </section>
            )}
          </TabsContent>
          <TabsContent value="email">
            {embed && <EmailImageTab email={embed.email} boxClass={boxClass} />}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

const presetClass =
  'cursor-pointer rounded-lg px-2.5 py-1.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 transition hover:bg-white has-checked:bg-brand-600 has-checked:text-white has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500';

/** The OBS source's size: the suggested one or a preset, a live preview at it, and the steps with it. */
function ObsSize({ embed }: { embed: EmbedCode }) {
  const suggested = { id: 'suggested', label: 'Suggested', width: embed.width, height: embed.height };
  const presets = [suggested, ...SOURCE_PRESETS];
  const [chosen, setChosen] = useState<string>(suggested.id);
  const size: SourceSize = presets.find((p) => p.id === chosen) ?? suggested;
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-brand-950">Source size</legend>
        {/* Two even columns on a phone: wrapped chips of five widths read as a ragged list. */}
        <div className="grid grid-cols-2 gap-1.5 sm:flex sm:flex-wrap">
          {presets.map((p) => (
            <label key={p.id} className={presetClass}>
              <input
                type="radio"
                name="obs-size"
                value={p.id}
                checked={chosen === p.id}
                onChange={() => setChosen(p.id)}
                className="sr-only"
              />
              {p.label}{' '}
              <span className="font-normal tabular-nums opacity-80">
                {p.width}×{p.height}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SourceSizePreview url={embed.browserSourceUrl} size={size} />
      <p className="text-sm text-brand-950" data-testid="browser-source-size">
        {chosen === suggested.id ? 'Suggested size' : 'Size'}:{' '}
        <strong className="tabular-nums">{size.width}</strong> ×{' '}
        <strong className="tabular-nums">{size.height}</strong> px
      </p>
      <ObsGuide size={size} className="grid list-decimal gap-1 pl-5 text-sm text-slate-700" />
    </>
  );
}
