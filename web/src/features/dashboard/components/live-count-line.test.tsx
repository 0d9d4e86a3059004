import type { CounterSummary } from '@core/api/counters';
import type { CounterSource } from '@core/live-sources/counter-source-schema';
import { screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, held, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { CounterCard } from './counter-card';

// A dashboard card's live count: read from the counter's view only for a counter that follows
// live counts, with a placeholder of the same size while it loads, and its plain words.

const NOTE = "YouTube's daily limit reached, next update after midnight Pacific.";

function source(over: Partial<CounterSource> = {}): CounterSource {
  return {
    value: 1234,
    precision: 'exact',
    updatedAt: Date.now() - 40_000,
    stale: false,
    parts: [
      {
        platform: 'youtube',
        account: '@bigchannel',
        displayName: 'Big Channel',
        avatarUrl: null,
        value: 1234,
        precision: 'exact',
        updatedAt: Date.now() - 40_000,
        note: null,
      },
    ],
    ...over,
  };
}

const summary = (over: Partial<CounterSummary> = {}): CounterSummary => ({
  id: 'c1',
  name: 'Road to 2K',
  createdAt: '2025-03-01T12:00:00.000Z',
  synced: false,
  followsLiveCounts: false,
  updatedAt: '2025-03-01T12:00:00.000Z',
  kind: 'number',
  endsAt: null,
  goal: 2000,
  ...over,
});

const views = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname.endsWith('/view'));

function renderCard(counter: ReturnType<typeof summary>) {
  return renderApp(
    <CounterCard
      counter={counter}
      onEmbed={() => {}}
      onDelete={() => {}}
      embedPending={false}
      deletePending={false}
    />,
  );
}

function api(view: unknown, ...first: Parameters<typeof stubApi>) {
  return stubApi(
    ...first,
    on('GET', '/api/session', { json: { user: null } }),
    on('GET', '/api/counters/c1/view', { json: view }),
  );
}

describe('a dashboard card’s live count', () => {
  it('is not asked for when the counter follows none', async () => {
    const calls = api({ settings: {}, user: { subscriptionStatus: 'free' }, designVersion: 1 });
    renderCard(summary());
    expect(await screen.findByText('Road to 2K')).toBeVisible();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('live-count')).toBeNull();
    expect(views(calls)).toHaveLength(0);
  });

  it('loads lazily with a placeholder, then shows the count and when it was read', async () => {
    const answer = held();
    const calls = api(
      null,
      on('GET', '/api/counters/c1/view', async () => {
        await answer.wait;
        return {
          json: { settings: {}, user: { subscriptionStatus: 'free' }, designVersion: 1, source: source() },
        };
      }),
    );
    renderCard(summary({ followsLiveCounts: true }));
    const box = screen.getByTestId('live-count');
    expect(box).toHaveAttribute('aria-busy', 'true');
    answer.release();
    await waitFor(() => expect(within(box).getByTestId('live-count-value')).toHaveTextContent('1,234'));
    expect(within(box).getByTestId('live-count-words')).toHaveTextContent('Updated 40 s ago');
    expect(box).not.toHaveAttribute('aria-busy');
    expect(views(calls)).toHaveLength(1);
  });

  it('says "Rounded by YouTube", "Hidden by the creator", or why the count is old', async () => {
    const cases: [Partial<CounterSource>, string, string][] = [
      [{ value: 1_240_000, precision: 'rounded' }, '1,240,000', 'Rounded by YouTube'],
      [{ value: null, precision: 'hidden' }, '—', 'Hidden by the creator'],
      [{ stale: true }, '1,234', NOTE],
    ];
    for (const [over, value, words] of cases) {
      const s = source(over);
      s.parts = s.parts.map((p) => ({
        ...p,
        precision: over.precision ?? p.precision,
        note: over.stale ? NOTE : null,
      }));
      api({ settings: {}, user: { subscriptionStatus: 'free' }, designVersion: 1, source: s });
      const { unmount } = renderCard(summary({ followsLiveCounts: true }));
      await waitFor(() => expect(screen.getByTestId('live-count-value')).toHaveTextContent(value));
      expect(screen.getByTestId('live-count-words')).toHaveTextContent(words);
      unmount();
    }
  });

  it('says so when the view cannot be loaded', async () => {
    stubApi(
      on('GET', '/api/session', { json: { user: null } }),
      on('GET', '/api/counters/c1/view', { status: 500, body: 'boom' }),
    );
    renderCard(summary({ followsLiveCounts: true }));
    await waitFor(() =>
      expect(screen.getByTestId('live-count-words')).toHaveTextContent('The count could not be loaded.'),
    );
  });
});
