import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { LoadingState } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-error';
import { useState } from 'react';
import { useHookState, useRotateHook, useSwitchHook } from '../api/live-control-api';

const failed = (title: string) => (err: unknown) =>
  toast({ title, description: serverMessage(err), variant: 'destructive' });

// For chat bots and alert tools that can only call a URL: each POST adds 1. The URL is shown once,
// when made; it can be switched off and on, or replaced (the old one stops working at once).
export function HookUrlCard({ id }: { id: string }) {
  const hook = useHookState(id);
  const rotate = useRotateHook(id);
  const toggle = useSwitchHook(id);
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const state = hook.data?.state;
  const make = () => {
    setConfirming(false);
    rotate.mutate(undefined, {
      onSuccess: (made) => setUrl(made.url),
      onError: failed('Could not make a webhook URL'),
    });
  };
  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 p-4 text-sm" data-testid="hook-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Webhook URL</h2>
        {state === 'enabled' && <Badge variant="success">On</Badge>}
        {state === 'disabled' && <Badge variant="warning">Off</Badge>}
      </div>
      <p className="text-slate-600">A secret link that adds 1 each time a tool sends a POST to it.</p>
      {hook.isLoading && <LoadingState className="py-4" label="Loading webhook..." />}
      {hook.isError && <Alert>Could not load the webhook URL. Reload the page to try again.</Alert>}
      {url && (
        <div className="grid gap-1 rounded-lg bg-brand-50 p-3 text-brand-900" role="status">
          <p className="font-semibold">Copy this URL now: it is not shown again.</p>
          <code className="break-all" data-testid="hook-url">
            {url}
          </code>
        </div>
      )}
      {hook.data && state !== 'none' && (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 p-3">
          <div className="grid gap-0.5">
            <Label htmlFor={`hook-on-${id}`}>Accept calls</Label>
            <p className="text-xs text-slate-500">
              {state === 'enabled' ? 'Calls add 1.' : 'Calls are refused as if the URL did not exist.'} Made{' '}
              {new Date(hook.data.createdAt ?? '').toLocaleDateString()}.
            </p>
          </div>
          <Switch
            id={`hook-on-${id}`}
            checked={state === 'enabled'}
            disabled={toggle.isPending}
            onCheckedChange={(on) =>
              toggle.mutate(on, { onError: failed('Could not switch the webhook URL') })
            }
          />
        </div>
      )}
      {confirming ? (
        <div
          className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950"
          role="alert"
        >
          <p>The current URL stops working at once. Tools that use it need the new one.</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="destructive" loading={rotate.isPending} onClick={make}>
              Replace the URL
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        hook.data && (
          <Button
            variant="outline"
            className="w-fit"
            loading={rotate.isPending}
            onClick={() => (state === 'none' ? make() : setConfirming(true))}
          >
            {state === 'none' ? 'Make a webhook URL' : 'Make a new URL'}
          </Button>
        )
      )}
    </section>
  );
}
