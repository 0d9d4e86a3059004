import type { Page } from '@playwright/test';

// The viewer shows countdowns by the server's clock (issue #17), measured from HEAD requests of the
// view (`?clock=<the page's time when sent>`). Tests that drive time with page.clock make the
// server's answer follow the page's fake clock: it answers with the time the request was sent, as
// a server with no delay would. With the clock paused between steps the offset is exactly 0, and a
// sample that overlaps a runFor has a long round trip, so core's shortest-round-trip rule drops it.
// The wrong-clock test does not use this: there the real server time must win.
export async function serverClockFollowsPage(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/view') && url.searchParams.has('clock'),
    async (route) => {
      const sentAt = new URL(route.request().url()).searchParams.get('clock') ?? '';
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'x-server-time': sentAt } });
    },
  );
}

/**
 * For a spec's `test.afterEach`: drops the route above without waiting for an answer in flight. A
 * view request still on its way when the test ends would otherwise be fulfilled after its context
 * began to close, and fail the test that had passed ("Fetch response has been disposed").
 */
export async function releaseServerClock({ page }: { page: Page }): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}
