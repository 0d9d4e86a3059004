import { INITIAL_RUN_STATE } from '@core/counter/live/idle-run';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadLiveChange, loadLiveSnapshot } from './live-service';

// What the live bus sends for a counter that is gone: a last "removed" event, so open displays
// (share page, embeds, OBS) show it gone instead of freezing on the old design.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const GONE = 'goneCounter01';

describe('loading a live change', () => {
  it('answers a counter that no longer exists with a removed, idle snapshot', async () => {
    const change = await loadLiveChange(t.app.db, GONE, t.app.liveSources);
    expect(change).toEqual({
      run: INITIAL_RUN_STATE,
      serverNow: expect.any(Number),
      designVersion: 0,
      removed: true,
    });
    expect(Math.abs(change.serverNow - Date.now())).toBeLessThan(5000);
  });

  it('refuses a direct snapshot of it as not found', async () => {
    await expect(loadLiveSnapshot(t.app.db, GONE, t.app.liveSources)).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
