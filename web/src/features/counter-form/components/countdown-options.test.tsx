import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderNewCounterForm, sentCounters } from '../testing/render-new-counter-form';

// The Countdown Options of the new-counter form, moved from e2e/countdown-form.spec.ts: the fields
// a weekly deadline with overtime, a sound and a warning colour sets, the https:// rule for the
// link at zero, and what the form sends; going to a link at zero is Premium, and a Free user
// cannot choose it. The browser spec keeps the preview of such a countdown and its save to the
// real server, the server's refusal shown at its field, and the Help Center.

type Sent = { name: string; settings: Record<string, unknown> };
// Whether Premium controls are offered comes from the session (the signed-in user's plan).
const renderForm = ({ premium = false } = {}) => renderNewCounterForm({ premium });
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const createButton = () => screen.getByRole('button', { name: 'Create Counter' });
const redirectOption = () =>
  within(field('End Action')).getByRole('option', { name: /^Go to a link/ }) as HTMLOptionElement;
/** Types a value as pasted text: one input event, where typing it key by key adds nothing to check. */
async function fill(user: ReturnType<typeof renderForm>['user'], label: string, text: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(text);
}
const REDIRECT_NOTE = 'Going to a link at zero is available for premium users only.';

describe('Countdown Options', () => {
  it('set a weekly deadline at a time of day in German, and send it', async () => {
    const { user, calls } = renderForm({ premium: true });
    await user.click(screen.getByText('Date and time countdown', { exact: true }));
    expect(field('End Date & Time')).toBeVisible();
    await user.selectOptions(field('Timer Mode'), 'recurring');
    expect(screen.queryByLabelText('End Date & Time')).toBeNull();
    expect(
      screen.getByText('Counts to the next occurrence in the chosen time zone, then starts over.'),
    ).toBeVisible();
    expect(field('Repeats')).toHaveValue('weekly');
    expect(field('Time of Day')).toHaveValue('17:00');
    expect(screen.getByRole('checkbox', { name: 'Fri' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await fill(user, 'Time of Day', '09:30');
    await user.selectOptions(field('Language'), 'de');
    await fill(user, 'Counter Name', 'Weekly drop');

    await user.click(createButton());
    await waitFor(() => expect(sentCounters(calls)).toHaveLength(1));
    const sent = sentCounters(calls)[0]!.body as Sent;
    expect(sent.name).toBe('Weekly drop');
    expect(sent.settings).toMatchObject({
      countdownType: 'datetime',
      timerMode: 'recurring',
      recurrence: { freq: 'weekly', time: '09:30', weekdays: [1, 5] },
      locale: 'de',
    });
  });

  it('set overtime, a sound, a warning colour and a link at zero for a Premium user, and send them', async () => {
    const { user, calls } = renderForm({ premium: true });
    await user.click(screen.getByText('Date and time countdown', { exact: true }));
    // The Premium user's session has arrived: the link at zero is offered, with no note.
    await waitFor(() => expect(redirectOption()).toBeEnabled());
    expect(redirectOption()).toHaveTextContent('Go to a link (Premium Only)');
    expect(screen.queryByText(REDIRECT_NOTE)).toBeNull();

    await user.selectOptions(field('After Zero'), 'count-up');
    expect(field('After Zero')).toHaveDisplayValue('Count up (overtime), e.g. +00:00:12');
    await fill(user, 'Warn Below (seconds)', '30');
    await fill(user, 'Warning Colour', '#ff0000');
    expect(screen.getByRole('button', { name: 'Play Sound' })).toBeDisabled();
    await user.selectOptions(field('Sound at Zero'), 'chime');
    expect(screen.getByRole('button', { name: 'Play Sound' })).toBeEnabled();
    expect(screen.queryByLabelText('Redirect Link')).toBeNull();
    await user.selectOptions(field('End Action'), 'redirect');
    await fill(user, 'Redirect Link', 'https://shop.example/drop');

    await user.click(createButton());
    await waitFor(() => expect(sentCounters(calls)).toHaveLength(1));
    expect((sentCounters(calls)[0]!.body as Sent).settings).toMatchObject({
      afterZero: 'count-up',
      warnBelowSeconds: 30,
      warnColor: '#ff0000',
      sound: 'chime',
      endAction: 'redirect',
      redirectUrl: 'https://shop.example/drop',
    });
  });

  it('refuse a link at zero that is not https:// beside its field, and send nothing', async () => {
    const { user, calls } = renderForm({ premium: true });
    await user.click(screen.getByText('Date and time countdown', { exact: true }));
    await waitFor(() => expect(redirectOption()).toBeEnabled());
    await user.selectOptions(field('End Action'), 'redirect');
    await fill(user, 'Redirect Link', 'http://not-secure.example');
    await user.click(createButton());
    expect(await screen.findByText('Redirect URL must be an https:// link')).toBeVisible();
    expect(field('Redirect Link')).toHaveAccessibleDescription(/Redirect URL must be an https:\/\/ link/);
    expect(sentCounters(calls)).toEqual([]);
  });

  it('show a Free user going to a link at zero as Premium, and do not let them choose it', async () => {
    const { user } = renderForm({ premium: false });
    await user.click(screen.getByText('Date and time countdown', { exact: true }));
    const option = redirectOption();
    expect(option).toHaveTextContent('Go to a link (Premium Only)');
    expect(option).toBeDisabled();
    const note = screen.getByText(REDIRECT_NOTE);
    expect(note).toBeVisible();
    expect(within(note).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/account',
    );

    // A disabled option cannot be picked: the action stays the message, and no link field appears.
    await user.selectOptions(field('End Action'), 'redirect');
    expect(field('End Action')).toHaveValue('message');
    expect(screen.queryByLabelText('Redirect Link')).toBeNull();
  });
});
