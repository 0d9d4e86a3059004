import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderNewCounterForm, sentCounters } from '../testing/render-new-counter-form';

// The new-counter form's own rules, moved from e2e/counter-form.spec.ts: what it refuses before
// anything is sent (each message beside its field, or in a toast when the field is hidden), which
// fields show for the choices made, and the gradient controls Free users cannot use. Saving to the
// real server and landing on the dashboard stay in the browser spec.

type Sent = { name: string; settings: Record<string, unknown> };
// A signed-out session: the form's Premium controls follow the `premium` it is given.
const renderForm = ({ premium = false } = {}) => renderNewCounterForm({ premium, signedIn: false });
const form = () => screen.getByRole('form', { name: 'Create New Counter' });
const toast = () => document.querySelector<HTMLElement>('.toast-root');
const createButton = () => screen.getByRole('button', { name: 'Create Counter' });

describe('the new-counter form before anything is sent', () => {
  it('names a missing name and a blank title beside their fields, and sends nothing', async () => {
    const { user, calls } = renderForm();
    await user.clear(screen.getByLabelText('Counter Name'));
    await user.clear(screen.getByLabelText('Counter Title'));
    await user.type(screen.getByLabelText('Counter Title'), '   ');
    await user.click(createButton());
    expect(await screen.findByText('Counter name is required')).toBeVisible();
    expect(screen.getByText('Title is required')).toBeVisible();
    expect(sentCounters(calls)).toEqual([]);
  });

  it('refuses a start equal to the end beside the field, the title only in the toast; an empty start is sent as 0', async () => {
    const { user, calls, location } = renderForm();
    await user.clear(screen.getByLabelText('Counter Name'));
    await user.type(screen.getByLabelText('Counter Name'), 'Road to 100K');
    await user.clear(screen.getByLabelText('Counter Title'));
    await user.type(screen.getByLabelText('Counter Title'), 'Instagram Followers');
    const start = screen.getByLabelText('Start Number');
    const end = screen.getByLabelText('End Number');
    await user.clear(start);
    await user.type(start, '5');
    await user.clear(end);
    await user.type(end, '5');
    await user.click(createButton());
    expect(
      await within(form()).findByText('Start and end numbers cannot be the same.', { exact: true }),
    ).toBeVisible();
    await waitFor(() => expect(toast()).toHaveTextContent('Invalid Configuration'));
    expect(within(form()).queryByText(/Invalid Configuration/)).toBeNull();
    expect(sentCounters(calls)).toEqual([]);

    // Text that is not a number falls back to 0, which now differs from the end.
    await user.clear(start);
    await user.clear(end);
    await user.type(end, '100000');
    await user.click(createButton());
    await waitFor(() => expect(sentCounters(calls)).toHaveLength(1));
    const sent = sentCounters(calls)[0]!.body as Sent;
    expect(sent.name).toBe('Road to 100K');
    expect(sent.settings).toMatchObject({ title: 'Instagram Followers', startNumber: 0, endNumber: 100000 });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('swaps the increment field for a range when random increments are on', async () => {
    const { user } = renderForm();
    expect(screen.getByLabelText('Increment')).toBeVisible();
    expect(screen.queryByLabelText('Random Min')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Use Random Increment' }));
    expect(screen.queryByLabelText('Increment')).toBeNull();
    expect(screen.getByLabelText('Random Min')).toHaveValue(1);
    expect(screen.getByLabelText('Random Max')).toHaveValue(5);
  });

  it('still reports an invalid value in a field the chosen type hides, and sends nothing', async () => {
    const { user, calls, location } = renderForm();
    const increment = screen.getByLabelText('Increment');
    await user.clear(increment);
    await user.type(increment, '0');
    await user.click(screen.getByText('Date and time countdown', { exact: true }));
    expect(screen.queryByLabelText('Increment')).toBeNull();
    await user.click(createButton());
    await waitFor(() => expect(toast()).toHaveTextContent('Increment must be a number above 0'));
    expect(sentCounters(calls)).toEqual([]);
    expect(location.history).toEqual(['/counter/new']);
  });

  it('refuses an end in the past beside the field, the title only in the toast, and sends nothing', async () => {
    const { user, calls } = renderForm();
    await user.click(screen.getByText('Date and time countdown', { exact: true }));
    const end = screen.getByLabelText('End Date & Time');
    expect(end).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/));
    expect(screen.getByRole('combobox', { name: 'Time Zone' })).not.toHaveValue('');

    await user.clear(end);
    await user.type(end, '2020-01-01T10:00');
    expect(end).toHaveValue('2020-01-01T10:00');
    await user.click(createButton());
    expect(
      await within(form()).findByText('End date and time must be in the future.', { exact: true }),
    ).toBeVisible();
    await waitFor(() => expect(toast()).toHaveTextContent('Invalid Date'));
    expect(within(form()).queryByText(/Invalid Date/)).toBeNull();
    expect(sentCounters(calls)).toEqual([]);
  });

  it('refuses a text colour that is not # and 6 hex digits, beside the field, and sends nothing', async () => {
    const { user, calls, location } = renderForm();
    const text = screen.getByLabelText('Text Color');
    await user.clear(text);
    await user.type(text, 'white');
    await user.click(createButton());
    expect(await screen.findByText('Colour must be # followed by 6 hex digits')).toBeVisible();
    expect(text).toHaveAccessibleDescription(/Colour must be # followed by 6 hex digits/);
    expect(sentCounters(calls)).toEqual([]);
    expect(location.history).toEqual(['/counter/new']);
  });
});

describe('gradient backgrounds', () => {
  it('are disabled for Free users, with a link to upgrade', () => {
    renderForm({ premium: false });
    expect(screen.getByLabelText('Gradient (Premium Only)')).toBeDisabled();
    expect(screen.getByText('Gradient backgrounds are available for premium users only.')).toBeVisible();
    const group = screen.getByRole('group', { name: 'Background Type' });
    expect(within(group).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getByLabelText('Background Color')).toBeVisible();
  });

  it('come with four templates for Premium users, each setting start, end and direction', async () => {
    const { user, calls } = renderForm({ premium: true });
    // Premium users own gradients: no '(Premium Only)' note for them.
    expect(screen.queryByLabelText('Gradient (Premium Only)')).toBeNull();
    expect(screen.queryByText('Gradient backgrounds are available for premium users only.')).toBeNull();
    const gradient = screen.getByLabelText('Gradient');
    expect(gradient).toBeEnabled();
    await user.click(gradient);
    expect(screen.queryByLabelText('Background Color')).toBeNull();
    for (const name of ['Instagram', 'Sunset', 'Ocean', 'Forest']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    // Every template is 135deg, the default too: another direction first, so the template's shows.
    await user.selectOptions(screen.getByLabelText('Gradient Direction'), '90deg');
    await user.click(screen.getByRole('button', { name: 'Ocean' }));
    expect(screen.getByLabelText('Gradient Start')).toHaveValue('#2193b0');
    expect(screen.getByLabelText('Gradient End')).toHaveValue('#6dd5ed');
    expect(screen.getByLabelText('Gradient Direction')).toHaveValue('135deg');

    await user.clear(screen.getByLabelText('Counter Name'));
    await user.type(screen.getByLabelText('Counter Name'), 'Gradient counter');
    await user.click(createButton());
    await waitFor(() => expect(sentCounters(calls)).toHaveLength(1));
    const sent = sentCounters(calls)[0]!.body as Sent;
    expect(sent.name).toBe('Gradient counter');
    expect(sent.settings).toMatchObject({
      backgroundType: 'gradient',
      gradientStart: '#2193b0',
      gradientEnd: '#6dd5ed',
      gradientDirection: '135deg',
    });
  });
});
