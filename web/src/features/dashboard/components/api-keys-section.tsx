import type { CounterSummary } from '@core/api/counters';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { LoadingState } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-error';
import { Check, Copy, KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type KeyScope, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import { copyText } from '../utils/clipboard';
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
  const card = useRef<HTMLDivElement>(null);

  // Other pages link here (/dashboard#api-keys, e.g. the control page's recipes). The section draws
  // after the account and counters load, too late for the browser's own jump to the anchor.
  useEffect(() => {
    if (window.location.hash === '#api-keys') card.current?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <Card className="mt-8 scroll-mt-6" data-testid="api-keys" id="api-keys" ref={card}>
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
        {shown && <NewKey value={shown} />}
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

type CopyState = 'idle' | 'copied' | 'failed';

// A key is shown once: Copy puts it on the clipboard and says so where the eye already is.
function NewKey({ value }: { value: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const code = useRef<HTMLElement>(null);
  async function copyKey() {
    try {
      await copyText(value);
      setCopy('copied');
    } catch {
      // No clipboard here: select the key so Ctrl+C takes it.
      const range = document.createRange();
      if (code.current) range.selectNodeContents(code.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopy('failed');
    }
  }
  return (
    <div className="grid gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900" data-testid="new-key">
      <p className="font-semibold">Copy this key now: it is not shown again.</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          ref={code}
          className="min-w-0 flex-1 break-all rounded-lg bg-white px-2.5 py-2 font-mono text-xs"
          data-testid="new-api-key"
        >
          {value}
        </code>
        <Button
          size="sm"
          variant={copy === 'copied' ? 'secondary' : 'primary'}
          className="self-start sm:self-auto"
          onClick={copyKey}
        >
          {copy === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copy === 'copied' ? 'Copied!' : 'Copy key'}
        </Button>
      </div>
      <p role="status" className="min-h-4 text-xs">
        {copy === 'copied' && 'The key is on your clipboard.'}
        {copy === 'failed' && 'The key is selected: press Ctrl+C (⌘C on a Mac) to copy it.'}
      </p>
    </div>
  );
}
