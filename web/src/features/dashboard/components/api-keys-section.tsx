import type { CounterSummary } from '@core/api/counters';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { LoadingState } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-error';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type KeyScope, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyRow } from './api-key-row';
import { KeyScopeFields, scopeIsComplete } from './key-scope-fields';

const FULL: KeyScope = { access: 'control', counterIds: null };

// Premium: keys for the /api/v1 bearer API (documented at /api/docs). A key is shown once; each
// can be limited to some counters and to reading (issue 22).
export function ApiKeysSection({ counters }: { counters: CounterSummary[] }) {
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<KeyScope>(FULL);
  const [shown, setShown] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !scopeIsComplete(scope)) return;
    create.mutate(
      { name: name.trim(), ...scope },
      {
        onSuccess: (made) => {
          setShown(made.key);
          setName('');
          setScope(FULL);
        },
        onError: (err) =>
          toast({
            title: 'Could not create the key',
            description: serverMessage(err),
            variant: 'destructive',
          }),
      },
    );
  };
  const active = (keys.data ?? []).filter((k) => !k.revokedAt);

  return (
    <Card className="mt-8" data-testid="api-keys">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5" aria-hidden /> API keys
        </CardTitle>
        <CardDescription>
          Drive synced counters from bots and tools with <code>Authorization: Bearer …</code>. See{' '}
          <a className="text-brand-700 underline" href="/api/docs" target="_blank" rel="noreferrer">
            the API description
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form className="grid gap-4 rounded-2xl bg-slate-50 p-4" onSubmit={submit}>
          <div className="grid gap-1.5">
            <Label htmlFor="new-key-name">Key name</Label>
            <Input
              id="new-key-name"
              placeholder="e.g. Chat bot"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <KeyScopeFields scope={scope} counters={counters} onChange={setScope} />
          <Button
            type="submit"
            className="w-full sm:w-fit"
            loading={create.isPending}
            disabled={!name.trim() || !scopeIsComplete(scope)}
          >
            Create key
          </Button>
        </form>
        {shown && (
          <div className="grid gap-1 rounded-xl bg-brand-50 p-3 text-sm text-brand-900" role="status">
            <p className="font-semibold">Copy this key now: it is not shown again.</p>
            <code className="break-all" data-testid="new-api-key">
              {shown}
            </code>
          </div>
        )}
        {keys.isLoading && <LoadingState className="py-6" label="Loading keys..." />}
        {keys.isError && <Alert>Could not load your API keys. Reload the page to try again.</Alert>}
        <ul className="grid gap-2">
          {active.map((k) => (
            <ApiKeyRow
              key={k.id}
              apiKey={k}
              counters={counters}
              revoking={revoke.isPending && revoke.variables === k.id}
              onRevoke={() => revoke.mutate(k.id)}
            />
          ))}
          {keys.isSuccess && active.length === 0 && <li className="text-sm text-slate-500">No keys yet.</li>}
        </ul>
      </CardContent>
    </Card>
  );
}
