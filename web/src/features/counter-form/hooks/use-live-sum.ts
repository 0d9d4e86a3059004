import { parseAccount } from '@core/live-sources/account-parsers';
import type { SourcePart } from '@core/live-sources/counter-source-schema';
import type { LiveSourcePlatform, Precision } from '@core/live-sources/platforms';
import { weakestPrecision } from '@core/live-sources/sum-source';
import { useQueries } from '@tanstack/react-query';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { lookupAccountQueryOptions } from '../api/lookup-account';
import type { CounterFormValues } from '../utils/form-values';

/** The form preview's number while Live count is on. */
export type LiveSum =
  /** Live count is off: the preview shows its sample. */
  | { kind: 'off' }
  /** Nothing looked up yet. */
  | { kind: 'waiting' }
  | { kind: 'value'; value: number; precision: Precision; parts: SourcePart[] }
  /** A followed count is hidden: a sum would give it away, so no number is shown. */
  | { kind: 'hidden'; parts: SourcePart[] };

// What the Live count rows' previews found, summed like the server sums a counter's parts
// (core/live-sources/sum-source.ts). It only reads the rows' lookups from the query cache (each
// row asks once typing has paused), so the preview never asks a platform itself. While a row is
// being looked up again, the last complete sum stays: the preview does not flicker to the sample.
export function useLiveSum(): LiveSum {
  const sources = useWatch<CounterFormValues, 'settings.liveSources'>({ name: 'settings.liveSources' });
  const type = useWatch<CounterFormValues, 'settings.countdownType'>({ name: 'settings.countdownType' });
  const rows = type === 'datetime' ? [] : (sources ?? []);
  // The same account pasted twice is one lookup (and counted twice, as the server would).
  const keys = [...new Set(rows.map(({ platform, account }) => `${platform}\n${account.trim()}`))];
  const results = useQueries({
    queries: keys.map((key) => {
      const [platform, account] = key.split('\n') as [LiveSourcePlatform, string];
      return { ...lookupAccountQueryOptions(platform, account), enabled: false };
    }),
  });
  const last = useRef<LiveSum>({ kind: 'waiting' });
  if (sources === undefined || type === 'datetime') {
    last.current = { kind: 'waiting' };
    return { kind: 'off' };
  }
  const complete =
    rows.length > 0 && rows.every(({ platform, account }) => parseAccount(platform, account).ok);
  const previews = rows.map(
    ({ platform, account }) => results[keys.indexOf(`${platform}\n${account.trim()}`)]?.data,
  );
  if (complete && previews.every((p) => p !== undefined)) {
    const precision = weakestPrecision(previews.map((p) => p.precision));
    // Each account as the server's view lists it: what a versus preview sets side by side.
    const parts = previews.map(
      (p): SourcePart => ({
        platform: p.platform,
        account: p.handle,
        displayName: p.displayName,
        avatarUrl: p.avatarUrl,
        value: p.value,
        precision: p.precision,
        updatedAt: null,
        note: null,
      }),
    );
    if (precision === 'hidden') last.current = { kind: 'hidden', parts };
    else if (precision !== 'unavailable')
      last.current = {
        kind: 'value',
        value: previews.reduce((sum, p) => sum + (p.value ?? 0), 0),
        precision,
        parts,
      };
  }
  return last.current;
}
