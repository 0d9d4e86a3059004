import type { ServerResponse } from 'node:http';
import { expect, it } from 'vitest';
import { sseOpenStreams } from '../metrics';
import { createTestApp } from '../test/test-app';

const scraped = async () => (await sseOpenStreams.get()).values[0]?.value;

// The operators' gauge of open event streams reads the live plugin's own set at each scrape. The app
// is built inside the test: what the plugin registers at build time is then this test's doing.
it('counts the open event streams of the instance at each scrape', async () => {
  const t = await createTestApp();
  try {
    expect(await scraped()).toBe(0);
    const a = {} as ServerResponse;
    const b = {} as ServerResponse;
    t.app.liveStreams.add(a);
    t.app.liveStreams.add(b);
    expect(await scraped()).toBe(2);
    t.app.liveStreams.delete(a);
    expect(await scraped()).toBe(1);
  } finally {
    t.app.liveStreams.clear();
    await t.close();
  }
});
