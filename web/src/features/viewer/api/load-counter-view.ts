import type { CounterSettings } from '@core/counter/settings';
import type { CounterSource } from '@core/live-sources/counter-source-schema';
import { ensureCounterExtras } from '../counter-extras-loader';

export type CounterViewResult =
  | {
      status: 'found';
      settings: CounterSettings;
      ownerPremium: boolean;
      designVersion: number;
      /** A counter following live counts: what it shows now (its first frame too). */
      source?: CounterSource;
    }
  | { status: 'not-found' };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The viewer's reading of a GET /api/counters/:id/view body, with the settings resolved by core's
 * one resolver (the server passes it directly; the browser loads it only when it must read an API
 * answer itself, because server-rendered pages embed settings already resolved).
 */
export function toCounterViewResult(
  body: unknown,
  resolve: (settings: Record<string, unknown>) => CounterSettings,
): CounterViewResult {
  if (!isRecord(body) || !isRecord(body.settings)) return { status: 'not-found' };
  const user = isRecord(body.user) ? body.user : {};
  return {
    status: 'found',
    settings: resolve(body.settings),
    ownerPremium: user.subscriptionStatus === 'active',
    designVersion: body.designVersion as number, // checked where it is used: the live chunk
    // The server's own answer (core's counterSourceSchema); read where it is used: the live-count chunk.
    ...(isRecord(body.source) ? { source: body.source as unknown as CounterSource } : {}),
  };
}

/**
 * Reads GET /api/counters/:id/view (a reload, or the first load when the page came without the
 * counter). Never rejects: any failure is 'Counter not found' (docs/product.md §8).
 */
export async function readCounterView(response: Promise<Response | null>): Promise<CounterViewResult> {
  try {
    const res = await response;
    if (!res?.ok) return { status: 'not-found' };
    const [body, { resolveViewerSettings }] = await Promise.all([
      res.json() as Promise<unknown>,
      import('@core/counter/settings-defaults'),
    ]);
    const result = toCounterViewResult(body, resolveViewerSettings);
    if (result.status === 'found') await ensureCounterExtras(result.settings);
    return result;
  } catch (err) {
    console.error('Loading the counter failed', err);
    return { status: 'not-found' };
  }
}

/** Whether a user is signed in (only to offer Back to Settings): a 401 is a plain 'no', no redirect. */
export async function loadSignedIn(): Promise<boolean> {
  try {
    // /api/session answers 200 to visitors too: no 401 in a viewer's console.
    const res = await fetch('/api/session', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    return res.ok && ((await res.json()) as { user: unknown }).user !== null;
  } catch {
    return false;
  }
}
