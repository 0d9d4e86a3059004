import type { HistorySeries, LiveHistory } from '@core/api/live-history';
import { lastDays } from '@core/live-sources/source-history';
import { screen, waitFor, within } from '@testing-library/react';
import { held, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { HISTORY_EMPTY_TEXT, LiveHistoryPanel } from './live-history-panel';

// The owner's 30-day chart: loading, the server's words on an error (and a retry), the empty
// history, YouTube's words in place of a chart, and a chart with its values as a table. The chart
// library draws on a canvas jsdom has not: its module is replaced by one that lists what it got.
// The real drawing is e2e/live-history.spec.ts's.

vi.mock('./history-chart', () => ({
  default: ({ values, label }: { values: (number | null)[]; label: string }) => (
    <div role="img" aria-label={label} data-testid="history-chart">
      {values.filter((v) => v !== null).join(',')}
    </div>
  ),
}));

const ID = 'abcdefghijkl';
const PATH = `/api/counters/${ID}/live-history`;
const DAYS = lastDays('2026-11-29');
const valuesAt = (pairs: [number, number][]) => {
  const values: (number | null)[] = DAYS.map(() => null);
  for (const [i, v] of pairs) values[i] = v;
  return values;
};
const series = (over: Partial<HistorySeries> = {}): HistorySeries => ({
  platform: 'bluesky',
  account: 'alice.bsky.social',
  displayName: 'Alice',
  chart: true,
  note: null,
  values: valuesAt([
    [27, 1200],
    [28, 1260],
    [29, 1300],
  ]),
  ...over,
});
const answer = (s: HistorySeries[]): LiveHistory => ({ days: DAYS, series: s });

describe('the 30-day history of a live count', () => {
  it('shows a placeholder while loading, then the chart with its values as a table', async () => {
    const gate = held();
    stubApi(
      on('GET', PATH, async () => {
        await gate.wait;
        return { json: answer([series()]) };
      }),
    );
    const { user } = renderApp(<LiveHistoryPanel counterId={ID} />);
    expect(screen.getByTestId('history-loading')).toBeInTheDocument();
    expect(screen.getByTestId('live-history')).toHaveAttribute('aria-busy', 'true');
    gate.release();
    const chart = await screen.findByTestId('history-chart');
    expect(chart).toHaveTextContent('1200,1260,1300');
    expect(chart).toHaveAccessibleName('Alice on Bluesky: 1,200 on Nov 27, 1,300 on Nov 29 (+100).');
    const toggle = screen.getByText(/\+100 since Nov 27/);
    await user.click(toggle);
    const rows = within(screen.getByTestId('history-table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Day (UTC)Count',
      'Nov 271,200',
      'Nov 281,260',
      'Nov 291,300',
    ]);
  });

  it('says the history starts today while it has fewer than two days', async () => {
    stubApi(on('GET', PATH, { json: answer([series({ values: valuesAt([[29, 40]]) })]) }));
    renderApp(<LiveHistoryPanel counterId={ID} compact />);
    expect(await screen.findByTestId('history-empty')).toHaveTextContent(HISTORY_EMPTY_TEXT);
    expect(screen.queryByTestId('history-chart')).toBeNull();
  });

  it('gives a YouTube account words instead of a chart, beside the others’ charts', async () => {
    const note = "YouTube's API policies do not allow charts of its counts, so this account has none.";
    stubApi(
      on('GET', PATH, {
        json: answer([
          series({ platform: 'youtube', displayName: 'Big', chart: false, note, values: valuesAt([]) }),
          series(),
        ]),
      }),
    );
    renderApp(<LiveHistoryPanel counterId={ID} />);
    const items = await screen.findAllByTestId('history-series');
    expect(items[0]).toHaveTextContent(`Big on YouTube${note}`);
    expect(within(items[0] as HTMLElement).queryByTestId('history-chart')).toBeNull();
    expect(await within(items[1] as HTMLElement).findByTestId('history-chart')).toBeInTheDocument();
  });

  it('shows the server’s message on an error, and tries again on request', async () => {
    let fail = true;
    stubApi(
      on('GET', PATH, () =>
        fail
          ? { status: 400, json: { message: 'This counter follows no live counts, so it has no history.' } }
          : { json: answer([series()]) },
      ),
    );
    const { user } = renderApp(<LiveHistoryPanel counterId={ID} />);
    const alert = await screen.findByTestId('history-error');
    expect(alert).toHaveTextContent('This counter follows no live counts, so it has no history.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('history-chart')).toBeInTheDocument());
  });
});
