import type { WebhookDelivery } from '@core/api/webhooks';
import { Alert } from '@web/components/ui/alert';
import { Badge, type BadgeVariant } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { LoadingState } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorStatus, serverMessage } from '@web/lib/api-error';
import { type FormEvent, useState } from 'react';
import {
  useAddWebhook,
  useDeleteWebhook,
  useOutboundWebhooks,
  useTestWebhook,
} from '../api/outbound-webhooks';

const failed = (title: string) => (err: unknown) =>
  toast({ title, description: serverMessage(err), variant: 'destructive' });

const STATE: Record<WebhookDelivery['state'], { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Sending', variant: 'outline' },
  delivered: { label: 'Delivered', variant: 'success' },
  retrying: { label: 'Retrying', variant: 'warning' },
  failed: { label: 'Gave up', variant: 'destructive' },
};
const KIND = { event: 'Event', milestone: 'Milestone', completion: 'Finished', test: 'Test' } as const;

function describeOutcome(d: WebhookDelivery): string {
  const tries = `${d.attempts} ${d.attempts === 1 ? 'try' : 'tries'}`;
  if (d.state === 'pending') return 'not sent yet';
  const last = d.lastStatus !== null ? `HTTP ${d.lastStatus}` : (d.lastError ?? '');
  return `${last} · ${tries}`;
}

// Outbound webhooks (issue 18): where we POST each event, milestone and the finish, signed with a
// secret shown once. Add (https only), send a test, delete; the latest deliveries show how it went.
export function OutboundWebhooksCard({ id }: { id: string }) {
  const list = useOutboundWebhooks(id);
  const add = useAddWebhook(id);
  const remove = useDeleteWebhook(id);
  const test = useTestWebhook(id);
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const hooks = list.data?.webhooks ?? [];
  const full = list.data !== undefined && hooks.length >= list.data.max;
  const urlOf = (webhookId: string) => hooks.find((h) => h.id === webhookId)?.url ?? 'a deleted webhook';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFieldError(undefined);
    add.mutate(url.trim(), {
      onSuccess: (made) => {
        setSecret({ url: made.url, secret: made.secret });
        setUrl('');
      },
      // What the server refused about the URL goes under the field; anything else is a toast.
      onError: (err) =>
        errorStatus(err) === 400 || errorStatus(err) === 409
          ? setFieldError(serverMessage(err))
          : failed('Could not add the webhook')(err),
    });
  };
  const sendTest = (webhookId: string) =>
    test.mutate(webhookId, {
      onSuccess: (d) =>
        toast({
          title: d.state === 'delivered' ? 'Test delivered' : 'Test not delivered',
          description:
            d.state === 'delivered'
              ? `Your server answered HTTP ${d.lastStatus}.`
              : `${d.lastError ?? 'No answer'}. We will retry it for a day.`,
          variant: d.state === 'delivered' ? 'default' : 'destructive',
        }),
      onError: failed('Could not send the test'),
    });

  return (
    <section
      className="grid gap-3 rounded-xl border border-slate-200 p-4 text-sm"
      data-testid="outbound-webhooks-card"
      aria-labelledby={`outbound-${id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`outbound-${id}`} className="font-semibold text-slate-900">
          Outbound webhooks
        </h2>
        {list.data && (
          <Badge variant="outline">
            {hooks.length} of {list.data.max}
          </Badge>
        )}
      </div>
      <p className="text-slate-600">
        We send a signed POST to these addresses on every event, each milestone and when the counter finishes
        (header <code>Countstream-Signature</code>, see the subathon guide).
      </p>
      {list.isLoading && <LoadingState className="py-4" label="Loading webhooks..." />}
      {list.isError && <Alert>Could not load the webhooks. Reload the page to try again.</Alert>}
      {secret && (
        <div className="grid gap-1 rounded-lg bg-brand-50 p-3 text-brand-900" role="status">
          <p className="font-semibold">Copy the signing secret now: it is not shown again.</p>
          <p className="break-all text-xs">{secret.url}</p>
          <code className="break-all" data-testid="webhook-secret">
            {secret.secret}
          </code>
          <Button size="sm" variant="ghost" className="w-fit" onClick={() => setSecret(null)}>
            I have copied it
          </Button>
        </div>
      )}
      {list.data && hooks.length === 0 && <p className="text-slate-600">No webhooks yet.</p>}
      {hooks.length > 0 && (
        <ul className="grid gap-2" aria-label="Webhooks">
          {hooks.map((h) => (
            <li key={h.id} data-testid="webhook-row" className="grid gap-2 rounded-lg bg-slate-50 p-3">
              <div className="min-w-0">
                <p className="break-all font-medium text-slate-800">{h.url}</p>
                <p className="text-xs text-slate-500">Added {new Date(h.createdAt).toLocaleDateString()}</p>
              </div>
              {deleting === h.id ? (
                <div className="flex flex-wrap items-center gap-2" role="alert">
                  <span className="text-slate-700">Delete it? Pending deliveries are dropped.</span>
                  <Button
                    size="sm"
                    variant="destructive"
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(h.id, {
                        onSuccess: () => setDeleting(null),
                        onError: failed('Could not delete the webhook'),
                      })
                    }
                  >
                    Delete
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDeleting(null)}>
                    Keep it
                  </Button>
                </div>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    loading={test.isPending && test.variables === h.id}
                    disabled={test.isPending}
                    onClick={() => sendTest(h.id)}
                    aria-label={`Send a test to ${h.url}`}
                  >
                    Send test
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setDeleting(h.id)}
                    aria-label={`Delete ${h.url}`}
                  >
                    Delete
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <form className="grid gap-2" onSubmit={submit} noValidate>
          <FormField
            label="Webhook URL"
            error={fieldError}
            hint={full ? 'Delete one to add another.' : 'An https:// address of your server.'}
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://example.com/countstream"
              value={url}
              disabled={full}
              onChange={(e) => {
                setUrl(e.target.value);
                setFieldError(undefined);
              }}
            />
          </FormField>
          <Button
            type="submit"
            className="w-fit"
            loading={add.isPending}
            disabled={full || url.trim() === ''}
          >
            Add webhook
          </Button>
        </form>
      )}
      {list.data && hooks.length > 0 && (
        <div className="grid gap-1">
          <h3 className="font-semibold text-slate-900">Recent deliveries</h3>
          {list.data.deliveries.length === 0 ? (
            <p className="text-slate-600">Nothing sent yet. Send a test, or wait for the next event.</p>
          ) : (
            <ul className="grid gap-1" aria-label="Recent deliveries">
              {list.data.deliveries.map((d) => (
                <li
                  key={d.id}
                  data-testid="delivery-row"
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-slate-50 px-3 py-2"
                >
                  <span className="min-w-0 break-all text-slate-700">
                    <span className="text-slate-500">{new Date(d.createdAt).toLocaleTimeString()} · </span>
                    <span className="font-medium">{KIND[d.kind]}</span> to {urlOf(d.webhookId)}
                    <span className="text-slate-500"> · {describeOutcome(d)}</span>
                  </span>
                  <Badge variant={STATE[d.state].variant}>{STATE[d.state].label}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
