import type { AccountPreview as Preview } from '@core/api/live-sources';
import { parseAccount } from '@core/live-sources/account-parsers';
import type { LiveSourcePlatform } from '@core/live-sources/platforms';
import { precisionWords } from '@core/live-sources/source-words';
import { Button } from '@web/components/ui/button';
import { errorStatus, serverMessage } from '@web/lib/api-error';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { AlertCircle, Info, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useAccountLookup } from '../api/lookup-account';
import { countText } from '../utils/live-count';

// Under each Live count row: what the pasted text reads as, at once (the platform's own parser),
// then, once typing has paused, the account as the platform has it now (GET
// /api/live-sources/lookup): its picture, name, handle and count, with how exact that count is.

const LOOKUP_DELAY_MS = 500;
// Platforms whose accounts have a name and no @handle (a Facebook Page: its reader gives the name
// for both), so no "@Countstream Creator" under the name.
const NO_HANDLES: ReadonlySet<LiveSourcePlatform> = new Set(['facebook']);

type Props = {
  platform: LiveSourcePlatform;
  /** The account box's text, trimmed. */
  account: string;
  /** A form error of this row (on save) speaks instead of the preview's own problems. */
  hasError: boolean;
};

export function AccountPreview({ platform, account, hasError }: Props) {
  const parsed = account === '' ? null : parseAccount(platform, account);
  const typed = `${platform}\n${account}`;
  const settled = useDebouncedValue(typed, LOOKUP_DELAY_MS) === typed;
  const lookup = useAccountLookup(platform, account, { enabled: parsed?.ok === true && settled });

  let body: React.ReactNode = null;
  if (!parsed || (hasError && !lookup.data)) body = null;
  else if (!parsed.ok) body = <Problem tone="warning">{parsed.message}</Problem>;
  else if (lookup.data) body = <Found preview={lookup.data} />;
  else if (lookup.isError && settled) {
    const unreachable = errorStatus(lookup.error) === 503;
    body = (
      <Problem tone={unreachable ? 'warning' : 'error'}>
        {serverMessage(lookup.error) || 'We could not check this account. Try again.'}
        {unreachable && (
          <Button
            type="button"
            size="sm"
            variant="link"
            className="ml-2 h-auto align-baseline"
            onClick={() => void lookup.refetch()}
          >
            <RotateCw aria-hidden />
            Try again
          </Button>
        )}
      </Problem>
    );
  } else body = <Looking />;

  // Polite: a screen reader hears the account found (or why not) once typing has paused.
  return (
    <div aria-live="polite" data-testid="account-preview">
      {body}
    </div>
  );
}

function Looking() {
  return (
    <div
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3"
      data-testid="account-preview-loading"
    >
      <span className="sr-only">Looking up the account…</span>
      <span aria-hidden className="size-10 shrink-0 animate-pulse rounded-full bg-slate-200" />
      <span aria-hidden className="grid flex-1 gap-2">
        <span className="h-3.5 w-2/5 animate-pulse rounded bg-slate-200" />
        <span className="h-3 w-3/5 animate-pulse rounded bg-slate-100" />
      </span>
    </div>
  );
}

function Avatar({ url, name }: { url: string | null; name: string }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken)
    return (
      <img
        src={url}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    );
  return (
    <span
      aria-hidden
      className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-800"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

function Found({ preview }: { preview: Preview }) {
  const words =
    precisionWords(preview.platform, preview.precision, true) ??
    (preview.precision === 'unavailable' ? 'Count not available right now' : null);
  return (
    <div
      // On phones the count goes under the name, which keeps the room to be read.
      className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1 rounded-xl border border-emerald-200 bg-emerald-50/60 p-3 sm:grid-cols-[auto_minmax(0,1fr)_auto]"
      data-testid="account-preview-found"
    >
      <span className="row-span-2 sm:row-span-1">
        <Avatar url={preview.avatarUrl} name={preview.displayName} />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate text-sm font-semibold text-slate-900">{preview.displayName}</p>
        {!NO_HANDLES.has(preview.platform) && (
          <p className="truncate text-xs text-slate-600">@{preview.handle.replace(/^@/, '')}</p>
        )}
      </div>
      <div className="col-start-2 grid gap-0.5 sm:col-start-auto sm:justify-items-end sm:text-right">
        <p className="tabular text-sm font-bold text-slate-900" data-testid="account-preview-count">
          {preview.value === null ? 'No count' : countText(preview.platform, preview.value)}
        </p>
        {words && <p className="text-xs text-slate-600">{words}</p>}
      </div>
    </div>
  );
}

function Problem({ tone, children }: { tone: 'warning' | 'error'; children: React.ReactNode }) {
  const Icon = tone === 'error' ? AlertCircle : Info;
  return (
    <p
      className={
        tone === 'error'
          ? 'flex items-start gap-2 text-sm font-medium text-red-600'
          : 'flex items-start gap-2 text-sm text-amber-800'
      }
      data-testid="account-preview-problem"
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
