import type { KickStatus } from '@core/api/kick';
import { screen, waitFor, within } from '@testing-library/react';
import { on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { KickCard } from './kick-card';

// The Kick card's follower count: Kick gives no total, so the creator enters the count their
// channel shows and each follow Kick sends adds one, labelled "Counted since you connected".

const MESSAGE = 'Enter the follower count your Kick channel shows, as a whole number of 0 or more.';

const status = (followers: KickStatus['followers']): KickStatus => ({
  connected: true,
  name: 'kickstreamer',
  subscriptionIds: ['s1'],
  available: true,
  followers,
});

function api(first: KickStatus, after: KickStatus = first) {
  let current = first;
  return stubApi(
    on('GET', '/api/session', { json: { user: null } }),
    on('GET', '/api/integrations/kick', () => ({ json: current })),
    on('PUT', '/api/integrations/kick/followers', (call) => {
      const start = (call.body as { start: unknown }).start;
      if (start === 13) return { status: 400, json: { message: 'Number is too large' } };
      current = after;
      return { json: after.followers };
    }),
  );
}

describe("the Kick card's counted follower total", () => {
  it('asks for the count the channel shows, and refuses what is not a whole number from 0', async () => {
    const calls = api(
      status({ start: null, counted: 0, since: null }),
      status({ start: 1200, counted: 0, since: 1 }),
    );
    const { user } = renderApp(<KickCard />);
    const field = await screen.findByLabelText('Followers on Kick now');
    expect(screen.getByText(/Kick doesn't share follower totals/)).toBeVisible();
    expect(screen.queryByText('Counted since you connected')).toBeNull();

    const save = screen.getByRole('button', { name: 'Save' });
    for (const typed of ['', '-3', '2.5', 'lots']) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(save);
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(MESSAGE);
    }
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '1200');
    await user.click(save);
    const shown = await screen.findByTestId('kick-followers');
    expect(shown).toHaveTextContent('1,200 followers · Counted since you connected');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ start: 1200 });
  });

  it('shows the total with its label, and the server’s refusal under the field', async () => {
    api(status({ start: 1200, counted: 34, since: 1 }));
    const { user } = renderApp(<KickCard />);
    const shown = await screen.findByTestId('kick-followers');
    expect(shown).toHaveTextContent('1,234 followers');
    expect(within(shown).getByText('Counted since you connected')).toBeVisible();

    await user.type(screen.getByLabelText('Correct it to what Kick shows'), '13');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Number is too large'));
  });

  it('is not shown while Kick is not connected', async () => {
    api({ connected: false, name: null, subscriptionIds: [], available: true, followers: null });
    renderApp(<KickCard />);
    expect(await screen.findByRole('button', { name: 'Connect Kick' })).toBeVisible();
    expect(screen.queryByLabelText('Followers on Kick now')).toBeNull();
  });
});
