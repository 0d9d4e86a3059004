import type { CounterSettings } from '@core/counter/settings';
import { resolveViewSettings } from './resolve-view-settings';

export type CounterViewResult =
  | { status: 'found'; settings: CounterSettings; ownerPremium: boolean; designVersion: number }
  | { status: 'not-found' };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads GET /api/counters/:id/view (started early, see early-request.ts). Never rejects: any
 * failure is 'Counter not found' (SPEC.md §8).
 */
export async function readCounterView(response: Promise<Response | null>): Promise<CounterViewResult> {
  try {
    const res = await response;
    if (!res?.ok) return { status: 'not-found' };
    const body: unknown = await res.json();
    if (!isRecord(body) || !isRecord(body.settings)) return { status: 'not-found' };
    const user = isRecord(body.user) ? body.user : {};
    return {
      status: 'found',
      settings: resolveViewSettings(body.settings),
      ownerPremium: user.subscriptionStatus === 'active',
      designVersion: body.designVersion as number, // checked where it is used: the live chunk
    };
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
