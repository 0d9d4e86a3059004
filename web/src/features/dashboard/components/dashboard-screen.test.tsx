import type { CounterSummary } from '@core/api/counters';
import { screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { type AccountReads, accountReads, accountUser, PRICING } from '../testing/account-answers';
import { DashboardScreen } from './dashboard-screen';

// What /account shows for a plan and a list of counters, with the server's answers stubbed in the
// shapes its routes return (moved from e2e/dashboard.spec.ts and e2e/dashboard-cards.spec.ts, where
// a real account, real counters and a page load stood behind each of these checks). The browser
// suite keeps what needs one: the thumbnails drawn from the server's stills, layout on a phone,
// real navigation and the real API, the upgrade dialog's keyboard and accessibility scan, and
// the clipboard.

const PREMIUM = { subscriptionStatus: 'active' } as const;

let made = 0;
/** One line of GET /api/counters; each is made a minute after the one before unless told. */
function counter(name: string, over: Partial<CounterSummary> = {}): CounterSummary {
  made += 1;
  const at = new Date(Date.UTC(2025, 2, 1, 12, made)).toISOString();
  return {
    id: `c-${made}`,
    name,
    createdAt: at,
    updatedAt: at,
    synced: false,
    followsLiveCounts: false,
    kind: 'number',
    endsAt: null,
    goal: 1000,
    ...over,
  };
}

/** The GETs /account makes; `first` answers before these. The list is in the server's order. */
function dashboardApi(reads: AccountReads = {}, ...first: Parameters<typeof stubApi>): ApiCall[] {
  return stubApi(...first, ...accountReads(reads));
}

const renderDashboard = () => renderApp(<DashboardScreen />, { path: '/account' });
const summary = () => screen.getByRole('region', { name: 'Summary' });
const banner = () => screen.queryByRole('region', { name: 'Upgrade to Premium' });
const toasts = () => document.querySelectorAll<HTMLElement>('.toast-root');
const cards = () => screen.queryAllByTestId('counter-card');
const card = (name: string) => {
  const found = cards().find((c) => c.querySelector('h3')?.textContent === name);
  if (!found) throw new Error(`no card named ${name}`);
  return found;
};
const names = () => cards().map((c) => c.querySelector('h3')?.textContent);
const path = (location: ReturnType<typeof renderApp>['location']) => location.history.at(-1);

describe('the dashboard for a Free user', () => {
  it('a new Free user sees the empty state, summary cards and the upgrade banner', async () => {
    dashboardApi();
    const { user, location } = renderDashboard();
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(await screen.findByText('No counters yet')).toBeVisible();
    expect(screen.getByText('Free Plan', { exact: true })).toBeVisible();
    expect(summary()).toHaveTextContent('Total Counters0');
    expect(summary()).toHaveTextContent('Plan StatusFree');
    expect(summary()).toHaveTextContent('Available Counters1 left');
    expect(screen.getByText('Create your first counter to get started.')).toBeVisible();

    await waitFor(() => expect(banner()).toHaveTextContent('$4.99/month'));
    // 'Loading...' until the billing config has come.
    await user.click(await within(banner()!).findByRole('button', { name: 'Upgrade Now' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('Configuration error'));
    expect(toasts()[0]).toHaveTextContent('Payment system not configured. Please contact support.');

    await user.click(screen.getByRole('button', { name: 'Create Your First Counter' }));
    expect(path(location)).toBe('/counter/new');
  });

  it('a price below the original shows the discount display', async () => {
    // /api/pricing for a user with a custom price: the general price stays the original.
    dashboardApi({ pricing: { ...PRICING, currentPrice: '3.99' } });
    renderDashboard();
    await waitFor(() => expect(banner()).toHaveTextContent('$3.99/month'));
    expect(banner()).toHaveTextContent('20% OFF');
    expect(banner()!.querySelector('s')).toHaveTextContent(/^Was \$4\.99\/month$/);
  });

  it('a Free user with a counter is stopped at New Counter and cannot embed', async () => {
    const calls = dashboardApi({ counters: [counter('Road to 100K')] });
    const { user, location } = renderDashboard();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(card('Road to 100K')).toHaveTextContent(/Created \w+/);
    expect(summary()).toHaveTextContent('Available Counters0 left');

    await user.click(screen.getByRole('button', { name: 'New Counter' }));
    const limit = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(limit).toHaveTextContent(
      'Free users are limited to 1 counter. Upgrade to Premium for unlimited counters.',
    );
    await waitFor(() => expect(limit).toHaveTextContent('$4.99/month'));
    expect(within(limit).getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    expect(toasts()).toHaveLength(0);
    expect(path(location)).toBe('/account');
    await user.click(within(limit).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(card('Road to 100K')).getByRole('button', { name: 'Embed' }));
    const embed = await screen.findByRole('dialog', { name: 'Premium Feature' });
    expect(embed).toHaveTextContent(
      'Embedding is available for Premium users only. Upgrade to access embed codes!',
    );
    expect(within(embed).getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
    expect(toasts()).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Embed Your Counter' })).toBeNull();
    // Not even asked: the plan decides before the server would refuse.
    expect(calls.filter((c) => c.url.pathname.endsWith('/embed-code'))).toEqual([]);
  });
});

describe('the dashboard for a Premium user', () => {
  it('Premium users see unlimited counters, no banner, and New Counter goes to the form', async () => {
    // The server lists the newest first.
    const first = counter('First');
    const second = counter('Second');
    dashboardApi({ user: accountUser(PREMIUM), counters: [second, first] });
    const { user, location } = renderDashboard();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getAllByText('Premium', { exact: true })[0]).toBeVisible();
    expect(screen.queryByText('Free Plan')).toBeNull();
    expect(summary()).toHaveTextContent('Total Counters2');
    expect(summary()).toHaveTextContent('Available CountersUnlimited');
    expect(banner()).toBeNull();
    expect(cards()[0]).toHaveTextContent('Second');

    await user.click(screen.getByRole('button', { name: 'New Counter' }));
    expect(path(location)).toBe('/counter/new');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('each card shows its kind, its state and only its figures', async () => {
    const sale = counter('Spring sale', {
      kind: 'countdown',
      goal: null,
      endsAt: '2020-03-01T09:00:00.000Z',
    });
    dashboardApi({
      user: accountUser(PREMIUM),
      counters: [
        sale,
        counter('Launch day', { kind: 'countdown', goal: null, endsAt: '2099-06-01T18:00:00.000Z' }),
        counter('Road to 100K', { goal: 100_000 }),
      ],
      // /api/image-opens lists only counters with opens.
      opens: { [sale.id]: 3 },
    });
    renderDashboard();
    await waitFor(() => expect(cards()).toHaveLength(3));
    // The opens have come: what the number counter lacks below is not still loading.
    await waitFor(() =>
      expect(within(card('Spring sale')).getByTestId('email-opens')).toHaveTextContent('E-mail opens: 3'),
    );

    const number = within(card('Road to 100K'));
    expect(number.getByTestId('counter-badges')).toHaveTextContent(/^Number counter$/);
    expect(number.getByTestId('counter-goal')).toHaveTextContent(/^Goal 100,000$/);
    // E-mail timers are countdowns’: a number counter without opens does not show "E-mail opens: 0".
    expect(number.queryByTestId('email-opens')).toBeNull();

    const launch = within(card('Launch day'));
    expect(launch.getByTestId('counter-badges')).toHaveTextContent(/^CountdownCounting down$/);
    expect(launch.getByTestId('counter-end')).toHaveTextContent(/^Ends .*2099/);
    expect(launch.getByTestId('email-opens')).toHaveTextContent(/^E-mail opens: 0$/);
    expect(launch.queryByTestId('counter-goal')).toBeNull();

    const ended = within(card('Spring sale'));
    expect(ended.getByTestId('counter-badges')).toHaveTextContent(/^CountdownEnded$/);
    expect(ended.getByTestId('counter-end')).toHaveTextContent(/^Ended /);
  });

  it('a live-control counter says so on its card', async () => {
    dashboardApi({ user: accountUser(PREMIUM), counters: [counter('Subathon', { synced: true })] });
    renderDashboard();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(card('Subathon')).getByTestId('counter-badges')).toHaveTextContent('Live control');
  });

  it('past four counters the list gets search and sort, with a no-match state', async () => {
    const list = ['Charlie goal', 'Alpha launch', 'Bravo launch', 'Delta goal'].map((name) => counter(name));
    // Four fit in a glance: no search yet.
    dashboardApi({ user: accountUser(PREMIUM), counters: [...list].reverse() });
    const { unmount } = renderDashboard();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.queryByRole('searchbox', { name: 'Search counters' })).toBeNull();
    unmount();

    // A fifth, and the oldest edited last: "Last edited" puts it first.
    const charlie = list[0]!;
    const edited = { ...charlie, updatedAt: new Date(Date.UTC(2025, 2, 2)).toISOString() };
    const five = [counter('Echo sale'), ...list.slice(1).reverse(), edited];
    dashboardApi({ user: accountUser(PREMIUM), counters: five });
    const { user } = renderDashboard();
    const search = await screen.findByRole('searchbox', { name: 'Search counters' });
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(names()).toEqual(['Echo sale', 'Delta goal', 'Bravo launch', 'Alpha launch', 'Charlie goal']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name');
    expect(names()).toEqual(['Alpha launch', 'Bravo launch', 'Charlie goal', 'Delta goal', 'Echo sale']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Last edited');
    expect(cards()[0]).toHaveTextContent('Charlie goal');

    await user.type(search, 'LAUNCH');
    expect(cards()).toHaveLength(2);
    expect(names()).toEqual(['Bravo launch', 'Alpha launch']);
    await user.clear(search);
    await user.type(search, 'zebra');
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No counters match “zebra”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cards()).toHaveLength(5);
    expect(search).toHaveValue('');
  });
});
