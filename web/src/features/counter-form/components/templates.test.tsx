import { screen, waitFor, within } from '@testing-library/react';
import type { ApiCall } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { renderNewCounterForm, sentCounters } from '../testing/render-new-counter-form';

// The template picker of the new-counter form, moved from e2e/templates.spec.ts: each template
// fills the whole form, ready to save, and what is sent for it; a template with a Premium feature
// says so, with a note for a Free user. The browser spec keeps what needs the real server: a
// visitor's template saved through sign-up, and a Free user's Premium template refused by the
// server, then saved once the account is Premium.

type Sent = { name: string; settings: Record<string, unknown> };
// Whether Premium controls are offered comes from the session (the signed-in user's plan).
const renderForm = ({ premium = false } = {}) => renderNewCounterForm({ premium, templates: true });
const template = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
/** A counter type: the card's label is its name and then its hint. */
const type = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });
const field = (label: string) => screen.getByLabelText(label);
const createButton = () => screen.getByRole('button', { name: 'Create Counter' });
const PREMIUM_NOTE = /uses a Premium feature: you can build and preview it, and save it with Premium\./;

/** The calendar date `days` from now in the zone the form lays templates out in, as YYYY-MM-DD. */
function dateAhead(days: number): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now() + days * 86_400_000);
}

async function send(calls: ApiCall[]): Promise<Sent> {
  await waitFor(() => expect(sentCounters(calls)).toHaveLength(1));
  return sentCounters(calls)[0]!.body as Sent;
}

describe('the template picker', () => {
  it('offers the five templates, none chosen yet', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Start from a template' })).toBeVisible();
    for (const name of [
      'Follower goal',
      'Launch countdown',
      'Subathon timer',
      'Sale e-mail timer',
      'New Year',
    ])
      expect(template(name)).toHaveAttribute('aria-pressed', 'false');
  });

  it('fills the whole form with Follower goal, and sends it as it is', async () => {
    const { user, calls } = renderForm();
    await user.click(template('Follower goal'));
    expect(template('Follower goal')).toHaveAttribute('aria-pressed', 'true');
    expect(type('Number counter')).toBeChecked();
    expect(field('Counter Name')).toHaveValue('Road to 100K');
    expect(field('Counter Title')).toHaveValue('Instagram Followers');
    expect(field('Start Number')).toHaveValue(99850);
    expect(field('End Number')).toHaveValue(100000);
    expect(screen.getByRole('switch', { name: 'Use Random Increment' })).toBeChecked();
    expect(field('Random Min')).toHaveValue(1);
    expect(field('Random Max')).toHaveValue(3);
    expect(field('Completion Message')).toHaveValue('🎉 100K Followers! Thank you!');

    await user.click(createButton());
    const sent = await send(calls);
    expect(sent.name).toBe('Road to 100K');
    expect(sent.settings).toMatchObject({
      countdownType: 'number',
      title: 'Instagram Followers',
      startNumber: 99_850,
      endNumber: 100_000,
      useRandomIncrement: true,
      randomMin: 1,
      randomMax: 3,
      speed: 800,
      socialIcon: 'instagram',
      progressWords: 'remaining',
      animationStyle: 'slide-up',
      completionMessage: '🎉 100K Followers! Thank you!',
    });
  });

  it('fills the whole form with Launch countdown, two weeks ahead at 17:00, and sends it as it is', async () => {
    const { user, calls } = renderForm();
    await user.click(template('Launch countdown'));
    expect(type('Date and time countdown')).toBeChecked();
    expect(field('Counter Name')).toHaveValue('Product launch');
    expect(field('Counter Title')).toHaveValue('Launching in');
    const end = `${dateAhead(14)}T17:00`;
    expect(field('End Date & Time')).toHaveValue(end);
    expect(field('Font Style')).toHaveValue('oswald');
    expect(field('Completion Message')).toHaveValue("🚀 We're live!");
    // The preview counts the days left: 14, or 13 and some hours once past 17:00.
    const days = screen.getByTestId('counter-preview').querySelector('[data-unit="days"] .cs-digits');
    expect(days).toHaveTextContent(/^1[34]$/);

    await user.click(createButton());
    const sent = await send(calls);
    expect(sent.name).toBe('Product launch');
    expect(sent.settings).toMatchObject({
      countdownType: 'datetime',
      endDateTime: end,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      title: 'Launching in',
      fontStyle: 'oswald',
      backgroundColor: '#0f172a',
      counterColor: '#38bdf8',
      completionMessage: "🚀 We're live!",
    });
  });

  it('fills the whole form with New Year, to midnight on the next 1st of January, and sends it as it is', async () => {
    const { user, calls } = renderForm();
    await user.click(template('New Year'));
    expect(type('Date and time countdown')).toBeChecked();
    expect(field('Counter Name')).toHaveValue('New Year countdown');
    expect(field('Counter Title')).toHaveValue('Countdown to the New Year');
    const end = `${Number(dateAhead(0).slice(0, 4)) + 1}-01-01T00:00`;
    expect(field('End Date & Time')).toHaveValue(end);
    expect(field('Font Style')).toHaveValue('orbitron');

    await user.click(createButton());
    const sent = await send(calls);
    expect(sent.name).toBe('New Year countdown');
    expect(sent.settings).toMatchObject({
      countdownType: 'datetime',
      endDateTime: end,
      title: 'Countdown to the New Year',
      fontStyle: 'orbitron',
      backgroundColor: '#0b1026',
      counterColor: '#fcd34d',
      completionMessage: '🎆 Happy New Year!',
    });
  });

  it('fills the whole form with Subathon timer for a Premium user, and sends it synced with its rules', async () => {
    const { user, calls } = renderForm({ premium: true });
    await user.click(template('Subathon timer'));
    expect(type('Date and time countdown')).toBeChecked();
    expect(field('Counter Name')).toHaveValue('Subathon');
    expect(field('Counter Title')).toHaveValue('Subathon');
    expect(screen.getByRole('switch', { name: /Synced \(live control\)/ })).toBeChecked();
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(createButton());
    const sent = await send(calls);
    expect(sent.name).toBe('Subathon');
    expect(sent.settings).toMatchObject({
      countdownType: 'datetime',
      title: 'Subathon',
      synced: true,
      eventRules: [
        { type: 'sub', perAmount: 1, seconds: 120 },
        { type: 'gift_sub', perAmount: 1, seconds: 120 },
        { type: 'bits', perAmount: 100, seconds: 60 },
        { type: 'tip', perAmount: 5, seconds: 60 },
      ],
      capMinutes: 1440,
      completionMessage: 'GG! Thanks for the subathon 💜',
    });
  });

  it('fills the whole form with Sale e-mail timer for a Premium user, and sends its gradient and warning', async () => {
    const { user, calls } = renderForm({ premium: true });
    await user.click(template('Sale e-mail timer'));
    expect(field('Counter Name')).toHaveValue('Sale ends');
    expect(field('Counter Title')).toHaveValue('Sale ends in');
    expect(field('End Date & Time')).toHaveValue(`${dateAhead(3)}T23:59`);
    expect(field('Gradient')).toBeChecked();
    expect(field('Gradient Start')).toHaveValue('#f12711');
    expect(field('Gradient End')).toHaveValue('#f5af19');
    expect(field('Warn Below (seconds)')).toHaveValue(3600);
    expect(field('Warning Colour')).toHaveValue('#fde047');
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(createButton());
    const sent = await send(calls);
    expect(sent.name).toBe('Sale ends');
    expect(sent.settings).toMatchObject({
      countdownType: 'datetime',
      endDateTime: `${dateAhead(3)}T23:59`,
      title: 'Sale ends in',
      backgroundType: 'gradient',
      gradientStart: '#f12711',
      gradientEnd: '#f5af19',
      gradientDirection: '135deg',
      warnBelowSeconds: 3600,
      warnColor: '#fde047',
      completionMessage: 'This offer has ended',
    });
  });
});

describe('a template with a Premium feature', () => {
  it('says Premium on its button, and a Free user is told on choosing it', async () => {
    const { user } = renderForm({ premium: false });
    // The badge alone: two descriptions say '(Premium)' and '(Premium gradient)' in their own words.
    const badge = (name: string) => within(template(name)).queryByText('Premium', { exact: true });
    expect(badge('Subathon timer')).toBeVisible();
    expect(badge('Sale e-mail timer')).toBeVisible();
    for (const name of ['Follower goal', 'Launch countdown', 'New Year']) expect(badge(name)).toBeNull();

    await user.click(template('Launch countdown'));
    expect(screen.queryByText(PREMIUM_NOTE)).toBeNull();
    await user.click(template('Sale e-mail timer'));
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent(
      'Sale e-mail timer uses a Premium feature: you can build and preview it, and save it with Premium.',
    );
    expect(note.querySelector('a')).toHaveAttribute('href', '/account');
    expect(note).toHaveTextContent('Upgrade to Premium');
    await user.click(template('Subathon timer'));
    expect(screen.getByRole('status')).toHaveTextContent('Subathon timer uses a Premium feature');
  });
});
