import type { AccountPreview } from '@core/api/live-sources';
import { LIVE_SOURCES_SYNCED_MESSAGE } from '@core/counter/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { type ApiCall, held, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { newCounterValues } from '../utils/form-values';
import { CounterForm } from './counter-form';

// The counter form's Live count section against a stubbed API: the switch, the rows (1 to 8), the
// instant parse message, the debounced preview of an account (loading, found, 400, 503), the
// preview panel's number, Live control turned off, and a refused save shown beside its row.

const ALICE: AccountPreview = {
  platform: 'bluesky',
  id: 'did:plc:aaaaaaaaaaaaaaaaaaaaaaaa',
  handle: 'alice.bsky.social',
  displayName: 'Alice Example',
  avatarUrl: null,
  value: 1234,
  precision: 'exact',
};

const lookups = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname === '/api/live-sources/lookup');

function formApi(...first: Parameters<typeof stubApi>) {
  return stubApi(
    ...first,
    on('GET', '/api/session', { json: { user: null } }),
    on('GET', '/api/live-sources/lookup', { json: ALICE }),
  );
}

function renderForm(path = '/counter/new') {
  return renderApp(
    <CounterForm
      defaultValues={newCounterValues(new Date())}
      premium={false}
      draftKey="u1:counter:new"
      draftBase={null}
    />,
    { path },
  );
}

const liveSwitch = () => screen.getByRole('switch', { name: 'Follow a live count' });
const rows = () => screen.queryAllByTestId('live-source-row');
const addButton = () => screen.getByRole('button', { name: 'Add another account' });

// Pasted, one input event: typed key by key, each key redraws the whole form and its preview (about
// 25 ms each in happy-dom). The lookup's wait for a pause in typing is tested with real keys.
async function followBluesky(
  user: ReturnType<typeof renderForm>['user'],
  text: string,
  row = 0,
  { typed = false } = {},
) {
  const r = rows()[row]!;
  await user.selectOptions(within(r).getByRole('combobox'), 'Bluesky');
  const input = within(r).getByRole('textbox');
  await user.clear(input);
  if (typed) await user.type(input, text);
  else await pasteInto(user, input, text);
}

async function pasteInto(user: ReturnType<typeof renderForm>['user'], input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('the Live count section', () => {
  it('is off at first; on, it asks for an account and hides what no longer applies', async () => {
    formApi();
    const { user } = renderForm();
    expect(liveSwitch()).toHaveAttribute('aria-checked', 'false');
    expect(rows()).toHaveLength(0);
    expect(screen.getByLabelText('Start Number')).toBeVisible();
    expect(screen.getByText(/sum of these accounts’ counts, and End Number is your goal/)).toBeVisible();
    expect(screen.getByText(/Free counters update every 10 minutes, Premium every minute/)).toBeVisible();

    await user.click(liveSwitch());
    expect(liveSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(rows()).toHaveLength(1);
    expect(screen.getByLabelText('Platform')).toHaveValue('youtube');
    expect(screen.getByLabelText('Account')).toHaveAttribute('placeholder', '@handle or channel link');
    // One row has nothing to remove: the switch turns Live count off.
    expect(screen.queryByRole('button', { name: /Remove account/ })).toBeNull();
    expect(screen.queryByLabelText('Start Number')).toBeNull();
    expect(screen.queryByLabelText('Increment')).toBeNull();
    expect(screen.queryByText('Use Random Increment')).toBeNull();
    expect(screen.getByLabelText('End Number')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Platform'), 'twitch');
    expect(screen.getByLabelText('Account')).toHaveAttribute('placeholder', 'login or twitch.tv link');
    await user.selectOptions(screen.getByLabelText('Platform'), 'x');
    expect(screen.getByLabelText('Account')).toHaveAttribute('placeholder', '@handle or x.com link');
    await user.selectOptions(screen.getByLabelText('Platform'), 'bluesky');
    expect(screen.getByLabelText('Account')).toHaveAttribute(
      'placeholder',
      'name.bsky.social or profile link',
    );
    await pasteInto(user, screen.getByLabelText('Account'), 'alice.bsky.social');

    // Off and on again: what was typed comes back.
    await user.click(liveSwitch());
    expect(rows()).toHaveLength(0);
    expect(screen.getByLabelText('Start Number')).toBeVisible();
    await user.click(liveSwitch());
    expect(screen.getByLabelText('Account')).toHaveValue('alice.bsky.social');
  });

  it('adds and removes rows, up to 8, saying why no more', async () => {
    formApi();
    const { user } = renderForm();
    await user.click(liveSwitch());
    await user.click(addButton());
    expect(rows()).toHaveLength(2);
    // Numbered once there are several; the new one is on a platform not followed yet, and focused.
    expect(screen.getByLabelText('Platform 2')).toHaveValue('twitch');
    expect(screen.getByLabelText('Account 2')).toHaveFocus();
    await pasteInto(user, screen.getByLabelText('Account 2'), 'second');
    await user.click(addButton());
    await pasteInto(user, screen.getByLabelText('Account 3'), 'third');

    await user.click(screen.getByRole('button', { name: 'Remove account 2' }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByLabelText('Account 2')).toHaveValue('third');
    expect(screen.getByLabelText('Account 2')).toHaveFocus();

    while (rows().length < 8) await user.click(addButton());
    expect(addButton()).toBeDisabled();
    expect(screen.getByText('A counter can follow at most 8 accounts.')).toBeVisible();
    expect(addButton()).toHaveAccessibleDescription('A counter can follow at most 8 accounts.');
    await user.click(screen.getByRole('button', { name: 'Remove account 8' }));
    expect(addButton()).toBeEnabled();
    expect(screen.queryByText('A counter can follow at most 8 accounts.')).toBeNull();
  });

  it('says at once when the text is not an account of the platform, and asks nothing', async () => {
    const calls = formApi();
    const { user } = renderForm();
    await user.click(liveSwitch());
    await followBluesky(user, 'alice');
    expect(
      within(rows()[0]!).getByText('A Bluesky handle has a domain: did you mean alice.bsky.social?'),
    ).toBeVisible();
    await new Promise((r) => setTimeout(r, 700));
    expect(lookups(calls)).toHaveLength(0);
  });

  it('once typing pauses, looks the account up once: a skeleton, then its name, handle and count', async () => {
    const answer = held();
    const calls = formApi(
      on('GET', '/api/live-sources/lookup', async () => {
        await answer.wait;
        return { json: ALICE };
      }),
    );
    const { user } = renderForm();
    await user.click(liveSwitch());
    await followBluesky(user, 'https://bsky.app/profile/alice.bsky.social', 0, { typed: true });
    expect(await screen.findByTestId('account-preview-loading')).toBeVisible();
    answer.release();
    const found = await screen.findByTestId('account-preview-found');
    expect(found).toHaveTextContent('Alice Example');
    expect(found).toHaveTextContent('@alice.bsky.social');
    expect(found).toHaveTextContent('1,234 followers');
    expect(lookups(calls)).toHaveLength(1);
    expect(Object.fromEntries(lookups(calls)[0]!.url.searchParams)).toEqual({
      platform: 'bluesky',
      account: 'https://bsky.app/profile/alice.bsky.social',
    });
    // The preview panel shows the looked-up count instead of its sample.
    await waitFor(() =>
      expect(screen.getByTestId('counter-preview')).toHaveAttribute('data-live-sum', '1234'),
    );
  });

  it('sums several accounts in the preview, and names a rounded count', async () => {
    formApi(
      on('GET', '/api/live-sources/lookup', (call) =>
        call.url.searchParams.get('platform') === 'youtube'
          ? {
              json: {
                ...ALICE,
                platform: 'youtube',
                handle: '@bigchannel',
                displayName: 'Big Channel',
                value: 1_240_000,
                precision: 'rounded',
              },
            }
          : { json: ALICE },
      ),
    );
    const { user } = renderForm();
    await user.click(liveSwitch());
    await pasteInto(user, screen.getByLabelText('Account'), '@bigchannel');
    await user.click(addButton());
    await followBluesky(user, 'alice.bsky.social', 1);
    await waitFor(() => expect(screen.getAllByTestId('account-preview-found')).toHaveLength(2));
    expect(screen.getAllByTestId('account-preview-found')[0]).toHaveTextContent(
      /Big Channel.*1,240,000 subscribers.*Rounded by YouTube/,
    );
    await waitFor(() =>
      expect(screen.getByTestId('counter-preview')).toHaveAttribute('data-live-sum', '1241234'),
    );
  });

  it('a hidden count says so, and the preview shows no number', async () => {
    formApi(on('GET', '/api/live-sources/lookup', { json: { ...ALICE, value: null, precision: 'hidden' } }));
    const { user } = renderForm();
    await user.click(liveSwitch());
    await followBluesky(user, 'alice.bsky.social');
    const found = await screen.findByTestId('account-preview-found');
    expect(found).toHaveTextContent('Hidden by the creator');
    expect(await screen.findByTestId('preview-note')).toHaveTextContent(/Hidden by the creator/);
  });

  it('shows the server’s message for an unknown account (400)', async () => {
    formApi(
      on('GET', '/api/live-sources/lookup', {
        status: 400,
        json: { message: 'Bluesky has no account "ghost.bsky.social".' },
      }),
    );
    const { user } = renderForm();
    await user.click(liveSwitch());
    await followBluesky(user, 'ghost.bsky.social');
    expect(await screen.findByText('Bluesky has no account "ghost.bsky.social".')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows the server’s message when the platform cannot be reached (503), and tries again', async () => {
    let down = true;
    const calls = formApi(
      on('GET', '/api/live-sources/lookup', () =>
        down
          ? { status: 503, json: { message: 'Bluesky cannot be reached right now. Try again in a minute.' } }
          : { json: ALICE },
      ),
    );
    const { user } = renderForm();
    await user.click(liveSwitch());
    await followBluesky(user, 'alice.bsky.social');
    expect(
      await screen.findByText('Bluesky cannot be reached right now. Try again in a minute.'),
    ).toBeVisible();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('account-preview-found')).toHaveTextContent('Alice Example');
    expect(lookups(calls)).toHaveLength(2);
  });

  it('turns Live control off, and keeps it off while Live count is on, saying why', async () => {
    formApi();
    const { user } = renderForm();
    const synced = () => screen.getByRole('switch', { name: 'Synced (live control)' });
    await user.click(synced());
    expect(synced()).toHaveAttribute('aria-checked', 'true');
    await user.click(liveSwitch());
    expect(synced()).toHaveAttribute('aria-checked', 'false');
    expect(synced()).toBeDisabled();
    expect(synced()).toHaveAccessibleDescription(LIVE_SOURCES_SYNCED_MESSAGE);
    expect(screen.getByTestId('synced-turned-off')).toHaveTextContent('Live control is now off');
    await user.click(liveSwitch());
    expect(synced()).toBeEnabled();
    expect(synced()).toHaveAttribute('aria-checked', 'false');
  });

  it('a save refused for one account shows the server’s words beside that row', async () => {
    const calls = formApi(
      on('POST', '/api/counters', {
        status: 400,
        json: { message: 'Bluesky has no account "ghost.bsky.social".', reason: 'validation' },
      }),
      on('GET', '/api/live-sources/lookup', (call) =>
        call.url.searchParams.get('account') === 'ghost.bsky.social'
          ? { status: 503, json: { message: 'Bluesky cannot be reached right now. Try again in a minute.' } }
          : { json: ALICE },
      ),
    );
    const { user } = renderForm();
    await user.click(liveSwitch());
    await followBluesky(user, 'alice.bsky.social');
    await user.click(addButton());
    await followBluesky(user, 'ghost.bsky.social', 1);
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as { settings: Record<string, unknown> };
    expect(body.settings.liveSources).toEqual([
      { platform: 'bluesky', account: 'alice.bsky.social' },
      { platform: 'bluesky', account: 'ghost.bsky.social' },
    ]);
    expect(body.settings.synced).toBe(false);
    const second = rows()[1]!;
    await waitFor(() =>
      expect(within(second).getByRole('alert')).toHaveTextContent(
        'Bluesky has no account "ghost.bsky.social".',
      ),
    );
    expect(within(second).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(within(second).getByRole('textbox')).toHaveFocus();
    expect(within(rows()[0]!).queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(document.querySelector('.toast-root')).toHaveTextContent('Check your live count'),
    );
  });

  it('offers "+N today" only while following, and sends it when turned on', async () => {
    const calls = formApi(
      on('POST', '/api/counters', {
        status: 201,
        json: { id: 'c1', name: 'My Counter', settings: {}, createdAt: '', updatedAt: '' },
      }),
    );
    const { user } = renderForm();
    const todaySwitch = () => screen.queryByRole('switch', { name: 'Show “+N today” under the count' });
    expect(todaySwitch()).toBeNull();
    await user.click(liveSwitch());
    expect(todaySwitch()).toHaveAttribute('aria-checked', 'false');
    expect(todaySwitch()).toHaveAccessibleDescription(/Not shown while a YouTube account is followed/);
    await user.click(todaySwitch()!);
    await followBluesky(user, 'alice.bsky.social');
    // A new counter has no history to chart yet.
    expect(screen.queryByTestId('live-history')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const sent = (calls.find((c) => c.method === 'POST')!.body as { settings: Record<string, unknown> })
      .settings;
    expect(sent.showToday).toBe(true);
  });

  it('off, the counter is saved without live counts', async () => {
    const calls = formApi(
      on('POST', '/api/counters', {
        status: 201,
        json: { id: 'c1', name: 'My Counter', settings: {}, createdAt: '', updatedAt: '' },
      }),
    );
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const posts = () =>
      calls.filter((c) => c.method === 'POST').map((c) => (c.body as { settings: object }).settings);
    expect(posts()[0]).not.toHaveProperty('liveSources');
  });

  it('turned on and off again, nothing of it is sent', async () => {
    const calls = formApi(
      on('POST', '/api/counters', {
        status: 201,
        json: { id: 'c1', name: 'My Counter', settings: {}, createdAt: '', updatedAt: '' },
      }),
    );
    const { user } = renderForm();
    await user.click(liveSwitch());
    await pasteInto(user, screen.getByLabelText('Account'), '@someone');
    await user.click(liveSwitch());
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(
      (calls.find((c) => c.method === 'POST')!.body as { settings: object }).settings,
    ).not.toHaveProperty('liveSources');
  });

  it('an empty account is refused before anything is sent', async () => {
    const calls = formApi();
    const { user } = renderForm();
    await user.click(liveSwitch());
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    expect(await within(rows()[0]!).findByRole('alert')).toHaveTextContent('Enter the account to follow.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('the Live count section: versus', () => {
  const show = () => screen.getByLabelText('Show');
  const created = (calls: ApiCall[]) =>
    (calls.find((c) => c.method === 'POST')?.body as { settings: Record<string, unknown> } | undefined)
      ?.settings;

  it('offers the sum or versus once on; versus asks for a label per side and says it needs two', async () => {
    formApi();
    const { user } = renderForm();
    expect(screen.queryByLabelText('Show')).toBeNull();
    await user.click(liveSwitch());
    expect(show()).toHaveValue('sum');
    expect(screen.queryByLabelText(/^Label 1/)).toBeNull();
    await user.selectOptions(show(), 'versus');
    // One account so far: said at once, beside the choice.
    expect(show()).toHaveAccessibleDescription(
      'Versus compares exactly two accounts: follow two, or show their sum.',
    );
    expect(screen.getByLabelText(/^Label 1/)).toHaveAttribute('placeholder', 'The account’s name');
    await user.click(addButton());
    expect(screen.getByLabelText(/^Label 2/)).toBeVisible();
    expect(show()).toHaveAccessibleDescription(
      'Versus shows two accounts side by side and the gap between them.',
    );
    await user.click(addButton());
    expect(screen.queryByLabelText(/^Label 3/)).toBeNull();
    expect(show()).toHaveAccessibleDescription(
      'Versus compares exactly two accounts: follow two, or show their sum.',
    );
    await user.selectOptions(show(), 'sum');
    expect(screen.queryByLabelText(/^Label 1/)).toBeNull();
  });

  it('sends versus with two accounts and their labels', async () => {
    const calls = formApi(
      on('POST', '/api/counters', {
        status: 201,
        json: { id: 'c1', name: 'My Counter', settings: {}, createdAt: '', updatedAt: '' },
      }),
    );
    const { user } = renderForm();
    await user.click(liveSwitch());
    await followBluesky(user, 'alice.bsky.social');
    await user.click(addButton());
    await followBluesky(user, 'bob.bsky.social', 1);
    await user.selectOptions(show(), 'versus');
    await pasteInto(user, screen.getByLabelText(/^Label 1/), 'Team Alice');
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    await waitFor(() => expect(created(calls)).toBeDefined());
    expect(created(calls)).toMatchObject({ liveDisplay: 'versus', versusLabels: ['Team Alice', ''] });
  });

  it('refuses versus with one account before anything is sent, and says why beside the choice', async () => {
    const calls = formApi();
    const { user } = renderForm();
    await user.click(liveSwitch());
    await followBluesky(user, 'alice.bsky.social');
    await user.selectOptions(show(), 'versus');
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    await waitFor(() => expect(show()).toHaveAttribute('aria-invalid', 'true'));
    expect(show()).toHaveAccessibleDescription(
      'Versus compares exactly two accounts: follow two, or show their sum.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('previews the two accounts side by side with their gap once both are looked up', async () => {
    formApi(
      on('GET', '/api/live-sources/lookup', (call) =>
        call.url.searchParams.get('platform') === 'youtube'
          ? {
              json: {
                ...ALICE,
                platform: 'youtube',
                handle: '@bigchannel',
                displayName: 'Big Channel',
                value: 5_000,
              },
            }
          : { json: ALICE },
      ),
    );
    const { user } = renderForm();
    await user.click(liveSwitch());
    await pasteInto(user, screen.getByLabelText('Account'), '@bigchannel');
    await user.click(addButton());
    await followBluesky(user, 'alice.bsky.social', 1);
    await user.selectOptions(show(), 'versus');
    await pasteInto(user, screen.getByLabelText(/^Label 2/), 'Alice!');
    const preview = screen.getByTestId('counter-preview');
    await waitFor(() => expect(within(preview).getAllByTestId('versus-side')).toHaveLength(2));
    const sides = within(preview).getAllByTestId('versus-side');
    expect(sides[0]).toHaveTextContent('Big Channel5,000');
    expect(sides[1]).toHaveTextContent('Alice!1,234');
    expect(within(preview).getByTestId('versus-gap')).toHaveTextContent('+3,766');
    await user.selectOptions(show(), 'sum');
    expect(within(preview).queryByTestId('versus')).toBeNull();
  });

  it('a label longer than 40 characters is cut at 40', async () => {
    formApi();
    const { user } = renderForm();
    await user.click(liveSwitch());
    await user.selectOptions(show(), 'versus');
    await pasteInto(user, screen.getByLabelText(/^Label 1/), 'x'.repeat(45));
    expect(screen.getByLabelText(/^Label 1/)).toHaveValue('x'.repeat(40));
  });
});

describe('a connected platform’s row (Instagram)', () => {
  const connection = {
    platform: 'instagram' as const,
    accountId: '17841400000000001',
    name: 'countstream.creator',
    avatarUrl: null,
    status: 'connected' as const,
  };

  it('offers the owner’s connected accounts instead of a paste field', async () => {
    formApi(on('GET', '/api/integrations/connections', { json: { connections: [connection] } }));
    const { user } = renderForm();
    await user.click(liveSwitch());
    const row = rows()[0]!;
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Platform' }), 'Instagram');
    expect(within(row).queryByRole('textbox')).toBeNull();
    const picker = within(row).getByRole('combobox', { name: 'Account' });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: 'countstream.creator' })).toBeTruthy(),
    );
    await user.selectOptions(picker, 'countstream.creator');
    expect((picker as HTMLSelectElement).value).toBe('17841400000000001');
    expect(within(row).queryByRole('link', { name: 'Connect Instagram' })).toBeNull();
  });

  it('disconnects the account after a confirmation that says what becomes of its counters', async () => {
    let connected = true;
    const calls = formApi(
      on('GET', '/api/integrations/connections', () => ({
        json: { connections: connected ? [connection] : [] },
      })),
      on('DELETE', '/api/integrations/instagram', () => {
        connected = false;
        return { json: { connected: false } };
      }),
    );
    const { user } = renderForm();
    await user.click(liveSwitch());
    const row = rows()[0]!;
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Platform' }), 'Instagram');
    const picker = within(row).getByRole('combobox', { name: 'Account' }) as HTMLSelectElement;
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: 'countstream.creator' })).toBeTruthy(),
    );
    await user.selectOptions(picker, 'countstream.creator');
    const disconnect = within(row).getByRole('button', {
      name: 'Disconnect Instagram account countstream.creator',
    });

    // Cancel keeps it.
    await user.click(disconnect);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Disconnect Instagram account countstream.creator?');
    expect(dialog).toHaveTextContent(
      'Counters that follow countstream.creator keep showing their last count and stop updating until you connect Instagram again.',
    );
    expect(dialog).not.toHaveTextContent('subathons');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    // From the keyboard: focus the button, Enter, then the dialog's Disconnect.
    disconnect.focus();
    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(await within(row).findByRole('link', { name: 'Connect Instagram' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Disconnect/ })).toBeNull();
    // The row's account is emptied, not only the box: a paste field in its place starts empty.
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Platform' }), 'Bluesky');
    expect(within(row).getByRole('textbox')).toHaveValue('');
  });

  it('offers Connect Instagram, back to this page, when none is connected', async () => {
    formApi(on('GET', '/api/integrations/connections', { json: { connections: [] } }));
    const { user } = renderForm();
    await user.click(liveSwitch());
    const row = rows()[0]!;
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Platform' }), 'Instagram');
    const link = await within(row).findByRole('link', { name: 'Connect Instagram' });
    const href = new URL(link.getAttribute('href')!, 'http://app');
    expect(href.pathname).toBe('/api/integrations/instagram/connect');
    expect(href.searchParams.get('returnTo')).toBe('/counter/new');
    expect(within(row).getByRole('combobox', { name: 'Account' })).toBeTruthy();
  });

  it('says so, with no Connect link, on a server that cannot connect the platform', async () => {
    formApi(
      on('GET', '/api/integrations/connections', { json: { connections: [] } }),
      on('GET', '/api/integrations/tiktok', { json: { connected: false, name: null, available: false } }),
      on('GET', '/api/integrations/instagram', { json: { connected: false, name: null, available: true } }),
    );
    const { user } = renderForm();
    await user.click(liveSwitch());
    const row = rows()[0]!;
    const platform = within(row).getByRole('combobox', { name: 'Platform' });
    await user.selectOptions(platform, 'TikTok');
    expect(
      await within(row).findByText('Connecting TikTok is not available on this server yet.'),
    ).toBeTruthy();
    expect(within(row).queryByRole('link', { name: 'Connect TikTok' })).toBeNull();
    // A platform this server has the keys for offers its link.
    await user.selectOptions(platform, 'Instagram');
    expect(await within(row).findByRole('link', { name: 'Connect Instagram' })).toBeTruthy();
    expect(within(row).queryByText(/is not available on this server/)).toBeNull();
  });
});

describe('a connected platform’s row after a failed connect (Facebook)', () => {
  it('shows the message the connect came back with, and Connect Facebook again', async () => {
    formApi(on('GET', '/api/integrations/connections', { json: { connections: [] } }));
    const message = 'Facebook gave access to no Page. Connect again and choose the Page.';
    const { user } = renderForm(`/counter/new?facebook=error&facebookError=${encodeURIComponent(message)}`);
    await user.click(liveSwitch());
    const row = rows()[0]!;
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Platform' }), 'Facebook');
    expect(within(row).getByRole('alert')).toHaveTextContent(message);
    expect(within(row).getByRole('option', { name: 'No Facebook Page connected' })).toBeTruthy();
    expect(await within(row).findByRole('link', { name: 'Connect Facebook' })).toBeTruthy();
    // Another platform's failure is not this row's.
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Platform' }), 'Instagram');
    expect(within(row).queryByRole('alert')).toBeNull();
  });
});
