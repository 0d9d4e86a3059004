import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-error';
import { useState } from 'react';
import { regenerateHookUrl } from '../api/live-control-api';

// For chat bots and alert tools that can only call a URL: each POST adds 1. Shown once.
export function HookUrlCard({ id }: { id: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    try {
      setUrl((await regenerateHookUrl(id)).url);
    } catch (err) {
      toast({
        title: 'Could not make a webhook URL',
        description: serverMessage(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="grid gap-2 rounded-xl border border-slate-200 p-4 text-sm">
      <h2 className="font-semibold text-slate-900">Webhook URL</h2>
      <p className="text-slate-600">
        A secret link that adds 1 each time a tool sends a POST to it. Making a new one disables the old one.
      </p>
      {url && (
        <code className="break-all rounded bg-slate-100 p-2" data-testid="hook-url">
          {url}
        </code>
      )}
      <Button variant="outline" className="w-fit" loading={busy} onClick={() => void make()}>
        {url ? 'Make another URL' : 'Make a webhook URL'}
      </Button>
    </section>
  );
}
