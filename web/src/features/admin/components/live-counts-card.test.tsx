import type { LiveCountHealth } from '@core/api/live-sources';
import { screen, within } from '@testing-library/react';
import { held, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { LiveCountsCard } from './live-counts-card';

// Platform Health's live-count table against a stubbed GET /api/admin/health.

const row = (over: Partial<LiveCountHealth>): LiveCountHealth => ({
  platform: 'bluesky',
  configured: true,
  missingSetting: null,
  callsLastHour: 0,
  budgetLeft: null,
  lastError: null,
  lastErrorAt: null,
  nextCallAt: null,
  hotSources: 0,
  ...over,
});

function health(liveCounts: LiveCountHealth[]) {
  return { healthy: true, signals: [], payments: { apiConfigured: true, missing: [] }, liveCounts };
}

const rowOf = (name: string) =>
  screen.getAllByTestId('live-count-health-row').find((r) => r.textContent?.startsWith(name))!;

describe('the live-count health table', () => {
  it('shows each platform: configured or what to set, calls, budget, last error, next call, accounts read', async () => {
    const now = Date.now();
    stubApi(
      on('GET', '/api/admin/health', {
        json: health([
          row({
            platform: 'youtube',
            callsLastHour: 1234,
            budgetLeft: 9_950,
            lastError: 'quotaExceeded',
            lastErrorAt: now - 12 * 60_000 - 5_000,
            nextCallAt: now + 4 * 60_000 + 30_000,
            hotSources: 3,
          }),
          row({
            platform: 'twitch',
            configured: false,
            missingSetting: 'TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET',
          }),
          row({ platform: 'bluesky', callsLastHour: 7, budgetLeft: 2_993, hotSources: 1 }),
          row({ platform: 'x', configured: false, missingSetting: 'X_BEARER_TOKEN' }),
        ]),
      }),
    );
    renderApp(<LiveCountsCard />, { path: '/admin' });
    const table = await screen.findByRole('table', { name: 'Live counts by platform' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Platform',
      'Status',
      'Calls last hour',
      'Budget left',
      'Last error',
      'Next call',
      'Reading now',
    ]);
    expect(screen.getByText('2 of 4 configured')).toBeVisible();

    const youtube = rowOf('YouTube');
    expect(youtube).toHaveTextContent('Configured');
    expect(youtube).toHaveTextContent('1,234');
    expect(youtube).toHaveTextContent('9,950 units today');
    expect(youtube).toHaveTextContent(/quotaExceeded\s*12 min ago/);
    expect(youtube).toHaveTextContent('in 4 min');
    expect(youtube).toHaveTextContent('3 accounts');

    const twitch = rowOf('Twitch');
    expect(twitch).toHaveTextContent('Not configured');
    expect(twitch).toHaveTextContent(
      'Set TWITCH_CLIENT_ID and TWITCH_CLIENT_SECRET to let counters follow Twitch.',
    );

    const bluesky = rowOf('Bluesky');
    expect(bluesky).toHaveTextContent('2,993 calls');
    expect(bluesky).toHaveTextContent(/Last error:\s*None/);
    expect(bluesky).toHaveTextContent(/Next call:\s*Now/);
    expect(bluesky).toHaveTextContent('1 account');

    expect(rowOf('X')).toHaveTextContent('Set X_BEARER_TOKEN');
  });

  it('shows a loading state, then says when the server reports no platforms', async () => {
    const answer = held();
    stubApi(
      on('GET', '/api/admin/health', async () => {
        await answer.wait;
        return { json: health([]) };
      }),
    );
    renderApp(<LiveCountsCard />, { path: '/admin' });
    expect(screen.getByRole('status', { name: 'Loading live-count health' })).toBeVisible();
    answer.release();
    expect(await screen.findByText('This server reports no live-count platforms.')).toBeVisible();
  });

  it('says when the health check did not answer', async () => {
    stubApi(on('GET', '/api/admin/health', { status: 500, body: 'boom' }));
    renderApp(<LiveCountsCard />, { path: '/admin' });
    expect(
      await screen.findByText("We couldn't load the live-count health. Please reload the page."),
    ).toBeVisible();
  });
});
