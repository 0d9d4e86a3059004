import type { IncomingMessage } from 'node:http';
import { AppError } from '@core/errors/app-error';
import { describe, expect, it } from 'vitest';
import { viewKeeper } from './kept-view';
import { ViewCache } from './view-cache';

// The keeper decides which view requests are answered from memory in front of the router: a wrong
// key serves one counter's view for another, or an old design after an edit. It is asked here
// with a real ViewCache, as kept-answers.ts asks it.
const ID = 'abcDEF123_-x';
const request = (url: string | undefined, headers: Record<string, string> = {}) =>
  ({ url, headers }) as IncomingMessage;

async function cacheHolding(view: object, id = ID) {
  const cache = new ViewCache();
  const entry = await cache.getOrLoad(id, async () => view);
  return { keeper: viewKeeper(cache), cache, etag: entry.etag };
}

describe('viewKeeper', () => {
  it('keeps the 200 and the 304 of a kept view apart, under its ETag', async () => {
    const { keeper, etag } = await cacheHolding({ name: 'Road to 1M' });
    expect(keeper.keyOf(request(`/api/counters/${ID}/view`))).toEqual({
      key: `view ${ID} ${etag} 200`,
      etag,
    });
    expect(keeper.keyOf(request(`/api/counters/${ID}/view`, { 'if-none-match': etag }))).toEqual({
      key: `view ${ID} ${etag} 304`,
      etag,
    });
    expect(keeper.keyOf(request(`/api/counters/${ID}/view`, { 'if-none-match': '"old"' }))?.key).toBe(
      `view ${ID} ${etag} 200`,
    );
  });

  it('answers a ?v= hint the kept design satisfies, and sends a newer one to the route', async () => {
    const version = Date.now() - 60_000;
    const { keeper, etag } = await cacheHolding({ designVersion: version });
    expect(keeper.keyOf(request(`/api/counters/${ID}/view?v=${version}`))?.etag).toBe(etag);
    expect(keeper.keyOf(request(`/api/counters/${ID}/view?v=${version + 1}`))).toBeNull();
  });

  it('remembers an unknown id as one kept 404', async () => {
    const cache = new ViewCache();
    await expect(
      cache.getOrLoad(ID, async () => {
        throw new AppError('not_found', 'Counter not found');
      }),
    ).rejects.toThrow('Counter not found');
    expect(viewKeeper(cache).keyOf(request(`/api/counters/${ID}/view`))).toEqual({
      key: `view ${ID} missing`,
      etag: null,
    });
  });

  it.each([
    ['another query parameter', `/api/counters/${ID}/view?x=1`],
    ['a hint with more after it', `/api/counters/${ID}/view?v=1&x=1`],
    ['an encoded character', `/api/counters/${ID}/vie%77`],
    ['a longer path', `/api/counters/${ID}/view/more`],
    ['another route ending like it', `/api/counters/x/api/counters/${ID}/view`],
    ['another prefix', `/embed/api/counters/${ID}/view`],
    ['no URL', undefined],
  ])('sends %s to the route', async (_, url) => {
    const { keeper } = await cacheHolding({ name: 'Road to 1M' });
    expect(keeper.keyOf(request(url))).toBeNull();
  });

  it('never answers from memory for an id the route would refuse', async () => {
    const { keeper } = await cacheHolding({ name: 'Short' }, 'abc');
    expect(keeper.keyOf(request('/api/counters/abc/view'))).toBeNull();
  });

  it('stamps each kept answer with the server clock at the time it is sent', () => {
    const clock = viewKeeper(new ViewCache()).fresh?.['x-server-time'];
    const before = Date.now();
    const sent = Number(clock?.());
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(Date.now());
  });
});
