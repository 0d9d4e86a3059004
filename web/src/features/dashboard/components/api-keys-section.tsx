import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-error';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

// Premium: keys for the /api/v1 bearer API (documented at /api/docs). A key is shown once.
export function ApiKeysSection() {
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: (made) => {
        setShown(made.key);
        setName('');
      },
      onError: (err) =>
        toast({ title: 'Could not create the key', description: serverMessage(err), variant: 'destructive' }),
    });
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
      <CardContent className="grid gap-4">
        <form className="flex gap-2" onSubmit={submit}>
          <Input
            aria-label="Key name"
            placeholder="e.g. Chat bot"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </form>
        {shown && (
          <div className="grid gap-1 rounded-lg bg-brand-50 p-3 text-sm text-brand-900" role="status">
            <p className="font-semibold">Copy this key now: it is not shown again.</p>
            <code className="break-all" data-testid="new-api-key">
              {shown}
            </code>
          </div>
        )}
        <ul className="grid gap-2">
          {active.map((k) => (
            <li
              key={k.id}
              className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{k.name}</p>
                <p className="text-xs text-slate-500">
                  Created {new Date(k.createdAt).toLocaleDateString()} ·{' '}
                  {k.lastUsedAt ? `last used ${new Date(k.lastUsedAt).toLocaleString()}` : 'never used'}
                </p>
              </div>
              <Button size="sm" variant="ghost" className="text-red-600" onClick={() => revoke.mutate(k.id)}>
                Revoke
              </Button>
            </li>
          ))}
          {keys.isSuccess && active.length === 0 && <li className="text-sm text-slate-500">No keys yet.</li>}
        </ul>
      </CardContent>
    </Card>
  );
}
