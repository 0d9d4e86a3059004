import { type CounterViewResult, readCounterView } from './load-counter-view';

/**
 * Reads the view again after the live stream named a newer design (issue 8). `?v=` makes every
 * cache on the way (this browser's, any server instance's) answer with that edit or a newer one.
 * Unlike the first load, a failure is not 'Counter not found': only a 404 is. Otherwise null, and
 * the display keeps what it shows.
 */
export async function reloadCounterView(
  id: string,
  designVersion: number,
): Promise<CounterViewResult | null> {
  try {
    const res = await fetch(`/api/counters/${encodeURIComponent(id)}/view?v=${designVersion}`, {
      cache: 'no-cache',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (res.status === 404) return { status: 'not-found' };
    return res.ok ? await readCounterView(Promise.resolve(res)) : null;
  } catch {
    return null;
  }
}
