import type { CounterBodyInput } from '@core/counter/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderNewCounterForm, sentCounters } from '../testing/render-new-counter-form';

// The details a careful designer notices in the new-counter form, moved from
// e2e/form-details.spec.ts: the time-zone picker (found by city or offset, driven from the
// keyboard) and the live contrast note beside each colour. The browser spec keeps what needs a real
// browser: the visitor's own zone as the new counter's, and a page served in the counter's language.

// The zone is given, not read from the test machine: the browser spec checks the visitor's own.
const renderForm = (timeZone = 'America/New_York') =>
  renderNewCounterForm({
    signedIn: false,
    values: (v) => ({ ...v, settings: { ...v.settings, timeZone } }),
  });

const zone = () => screen.getByRole('combobox', { name: 'Time Zone' });
const list = () => screen.getByRole('listbox', { name: 'Time zones' });
/** The option the field names as active (aria-activedescendant), as a screen reader reads it. */
const active = () => {
  const id = zone().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('the time-zone picker', () => {
  it('finds zones by city or offset and works from the keyboard', async () => {
    const { user, calls } = renderForm();
    await user.click(screen.getByText('Date and time countdown', { exact: true }));
    const picker = zone();
    expect((picker as HTMLInputElement).value).toMatch(/^New York \(America\) · UTC−0[45]:00$/);

    picker.focus();
    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    // The common zones come first, UTC at the top, each with its offset.
    // (By selector: a role query over every zone's option takes seconds in happy-dom.)
    expect(list().querySelector('[role="option"]')).toHaveTextContent('UTC+00:00');
    expect(list().querySelector('[role="option"][aria-selected="true"]')).toHaveTextContent('New York');

    // An offset finds the zones there; Enter picks. (A query is pasted: one input, as the browser
    // spec's fill was.)
    await user.clear(picker);
    await user.paste('+5:30');
    expect(within(list()).getAllByRole('option')[0]).toHaveTextContent('Kolkata');
    await user.keyboard('{Enter}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveValue('Kolkata (Asia) · UTC+05:30');

    // A city by name; the arrows move the active option and back.
    await user.clear(picker);
    await user.paste('tok');
    expect(active()).toHaveTextContent('Tokyo');
    await user.keyboard('{ArrowDown}');
    expect(active()).not.toHaveTextContent('Tokyo');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Tokyo');
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('Tokyo (Asia) · UTC+09:00');

    // Escape closes and keeps the chosen zone; nonsense says nothing matches.
    await user.clear(picker);
    await user.paste('atlantis');
    expect(list()).toHaveTextContent('No time zone matches “atlantis”.');
    expect(within(list()).queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveValue('Tokyo (Asia) · UTC+09:00');

    // A click picks too, and the picked zone is the one the counter is saved with.
    await user.click(picker);
    await user.clear(picker);
    await user.paste('berlin');
    await user.click(within(list()).getByRole('option', { name: /Berlin/ }));
    expect((picker as HTMLInputElement).value).toMatch(/^Berlin \(Europe\) · UTC\+0[12]:00$/);
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    await waitFor(() => expect(sentCounters(calls)).toHaveLength(1));
    const sent = sentCounters(calls)[0]!.body as CounterBodyInput;
    expect(sent.settings).toMatchObject({ countdownType: 'datetime', timeZone: 'Europe/Berlin' });
  });
});

describe('the contrast note beside a colour', () => {
  /** The field's description, found through aria-describedby as a screen reader does. */
  const noteOf = (input: HTMLElement) => {
    const id = input.getAttribute('aria-describedby')?.split(' ')[0];
    const note = id ? document.getElementById(id) : null;
    if (!note) throw new Error(`no description for ${input.outerHTML}`);
    return note;
  };
  const colour = (name: string) => screen.getByRole('textbox', { name });
  const fill = async (user: ReturnType<typeof renderForm>['user'], name: string, value: string) => {
    await user.clear(colour(name));
    await user.type(colour(name), value);
  };

  it('flags an unreadable colour live beside its field, and a fix clears it', async () => {
    const { user, calls } = renderForm();
    await fill(user, 'Background Color', '#FFF7ED');
    await fill(user, 'Title Color', '#FDE68A');
    const title = colour('Title Color');
    const note = noteOf(title);
    expect(within(note).getByTestId('contrast-warning')).toHaveTextContent(
      'Hard to read: 1.1:1 on the background (text needs 4.5:1)',
    );
    // The warning is what screen readers hear for the field.
    expect(title).toHaveAccessibleDescription(/Hard to read: 1\.1:1/);

    await fill(user, 'Title Color', '#7C2D12');
    expect(within(noteOf(title)).queryByTestId('contrast-warning')).toBeNull();
    expect(within(noteOf(title)).getByTestId('contrast-ok')).toHaveTextContent(
      /Contrast \d+(\.\d)?:1 on the background/,
    );

    // Large digits need 3:1, not 4.5:1.
    await fill(user, 'Counter Color', '#D97706');
    const digits = colour('Counter Color');
    expect(within(noteOf(digits)).getByTestId('contrast-ok')).toBeVisible();
    await fill(user, 'Counter Color', '#FBBF24');
    expect(within(noteOf(digits)).getByTestId('contrast-warning')).toHaveTextContent(
      'large digits and icons need 3:1',
    );
    // A warning, never a block: the colours are sent as chosen.
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    await waitFor(() => expect(sentCounters(calls)).toHaveLength(1));
    const sent = sentCounters(calls)[0]!.body as CounterBodyInput;
    expect(sent.settings).toMatchObject({
      backgroundColor: '#FFF7ED',
      titleColor: '#7C2D12',
      counterColor: '#FBBF24',
    });
  });
});
