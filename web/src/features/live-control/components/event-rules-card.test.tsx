import type { CounterDetail } from '@core/api/counters';
import { counterBodySchema } from '@core/counter/settings';
import { createFormDefaults } from '@core/counter/settings-defaults';
import { RULE_MESSAGES } from '@core/counter/subathon/event-rules';
import { RULE_PRESETS } from '@core/counter/subathon/rule-presets';
import { screen, waitFor, within } from '@testing-library/react';
import { type Answer, type ApiCall, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { EventRulesCard } from './event-rules-card';

// The control page's event rules form, moved from e2e/subathon-setup.spec.ts and
// e2e/subathon-rules-form.spec.ts: a preset filling the rules after a confirmation, each rule read
// back as a sentence, the warning about common events without a rule, and what the form sends and
// shows for the server's refusals. The counter update route is stood in for by the server's own
// body schema (counterBodySchema), its 400 answer written as the server's error handler writes a
// validation error. The browser specs keep saving to the real server, the events a saved rule
// counts, the keyboard's focus order and the layout at phone width.

const ID = 'c-rules';
const standard = RULE_PRESETS.find((p) => p.id === 'standard-subathon')!;

/** A synced date-and-time counter as GET /api/counters/{id} gives it (e2e/support/live.ts's). */
function syncedCounter(patch: Record<string, unknown> = {}): CounterDetail {
  return {
    id: ID,
    name: 'Live e2e',
    settings: {
      ...createFormDefaults(new Date(), 'UTC'),
      synced: true,
      countdownType: 'datetime',
      ...patch,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/**
 * PUT /api/counters/{id}: the body checked by the route's schema; a refusal answered as
 * server/plugins/errors.ts answers one (each field's path with dots, the first in the message).
 */
function updateRoute(counter: CounterDetail) {
  return on('PUT', `/api/counters/${ID}`, (call): Answer => {
    const parsed = counterBodySchema.safeParse(call.body);
    if (parsed.success) return { json: { ...counter, settings: parsed.data.settings } };
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] = [...(errors[path] ?? []), issue.message];
    }
    const [path, messages] = Object.entries(errors)[0]!;
    return { status: 400, json: { message: `${path}: ${messages[0]}`, errors } };
  });
}

function renderCard(counter: CounterDetail) {
  const calls = stubApi(on('GET', '/api/session', { json: { user: null } }), updateRoute(counter));
  const rendered = renderApp(<EventRulesCard counter={counter} isDatetime />, {
    path: `/counter/${ID}/control`,
  });
  return { ...rendered, calls };
}

type Sent = { name: string; settings: Record<string, unknown> };
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT').map((c) => c.body as Sent);
const card = () => screen.getByTestId('event-rules-card');
const rows = () => within(card()).queryAllByTestId('rule-row');
const row = (n: number) => rows()[n - 1]!;
const sentences = () =>
  within(card())
    .getAllByTestId('rule-sentence')
    .map((s) => s.textContent);
const cap = () => within(card()).getByLabelText(/^Cap \(minutes\)/);
const saveButton = () => within(card()).getByRole('button', { name: 'Save rules' });
const saved = () => screen.findByText('Event rules saved', { exact: true });

describe('a subathon preset', () => {
  it('replaces the rules after a confirmation, reads them back, and sends them as they are', async () => {
    const counter = syncedCounter({ eventRules: [{ type: 'sub', seconds: 60 }] });
    const { user, calls } = renderCard(counter);
    // A sub rule alone: resubs and bits add nothing (gifts count as subs, so they are not named).
    expect(within(card()).getByTestId('rules-coverage-warning')).toHaveTextContent(
      'Resubs and bits add no time under these rules. Add a rule for them, or start from a preset.',
    );
    expect(sentences()).toEqual(['Every 1 sub adds 1 min (any tier, Prime included; gifted subs too)']);

    await user.click(within(card()).getByRole('button', { name: /Standard subathon/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Replace your rules with “Standard subathon”?');
    expect(rows()).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Replace rules' }));
    await waitFor(() => expect(rows()).toHaveLength(standard.rules.length));
    expect(sentences()).toEqual([
      'Every 1 sub adds 5 min (any tier, Prime included)',
      'Every 1 resub adds 5 min (any tier, Prime included)',
      'Every 1 gifted sub adds 5 min (any tier, Prime included)',
      'Every 100 bits adds 1 min',
      'Every $1 tipped adds 1 min',
    ]);
    expect(within(card()).getByLabelText('Rule 1: Minutes')).toHaveValue('5');
    expect(within(card()).queryByTestId('rules-coverage-warning')).toBeNull();
    expect(within(card()).getByRole('status')).toHaveTextContent('Check the rules, then press Save rules');
    // Nothing is saved until Save rules.
    expect(puts(calls)).toEqual([]);

    await user.click(saveButton());
    expect(await saved()).toBeVisible();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]!.settings.eventRules).toEqual(standard.rules);
    expect(within(card()).queryByRole('status')).toBeNull();
  });
});

describe('the event rules form', () => {
  it('reads each rule back as a sentence, and names the server’s refusal at the rule’s time', async () => {
    const { user, calls } = renderCard(syncedCounter());
    expect(card()).toHaveTextContent('No rules yet');

    // Rule 1: 5 minutes per tier-1 sub.
    await user.click(within(card()).getByRole('button', { name: 'Add rule' }));
    expect(rows()).toHaveLength(1);
    await user.selectOptions(within(row(1)).getByLabelText('Tier'), '1');
    await user.type(within(row(1)).getByLabelText('Rule 1: Minutes'), '5');
    expect(within(row(1)).getByTestId('rule-sentence')).toHaveTextContent(
      'Every 1 tier 1 sub adds 5 min (tier 1 gifted subs too)',
    );

    // Rule 2: a minute per 100 bits, with a value over the limit first.
    await user.click(within(card()).getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(within(row(2)).getByLabelText('Rule 2: event'), 'bits');
    expect(within(row(2)).getByLabelText('Tier')).toBeDisabled();
    const every = within(row(2)).getByLabelText('Every');
    await user.clear(every);
    await user.type(every, '100');
    const minutes2 = within(row(2)).getByLabelText('Rule 2: Minutes');
    await user.type(minutes2, '99999');
    await user.type(cap(), '1440');
    await user.click(saveButton());
    await waitFor(() => expect(minutes2).toHaveAttribute('aria-invalid', 'true'));
    expect(row(2)).toHaveTextContent(RULE_MESSAGES.seconds);
    expect(minutes2).toHaveAccessibleDescription(RULE_MESSAGES.seconds);
    expect(within(row(1)).getByLabelText('Rule 1: Minutes')).not.toHaveAttribute('aria-invalid');
    expect(puts(calls)).toHaveLength(1);
    expect(screen.queryByText('Event rules saved', { exact: true })).toBeNull();

    await user.clear(minutes2);
    await user.type(minutes2, '1');
    expect(within(row(2)).getByTestId('rule-sentence')).toHaveTextContent('Every 100 bits adds 1 min');
    await user.click(saveButton());
    expect(await saved()).toBeVisible();
    expect(minutes2).not.toHaveAttribute('aria-invalid');
    const sent = puts(calls)[1]!;
    expect(sent.name).toBe('Live e2e');
    expect(sent.settings.eventRules).toEqual([
      { type: 'sub', tier: '1', perAmount: 1, seconds: 300 },
      { type: 'bits', perAmount: 100, seconds: 60 },
    ]);
    expect(sent.settings.capMinutes).toBe(1440);
  });

  it('names a cap out of range at the cap, a repeated rule under the list, and sends no cleared cap', async () => {
    const counter = syncedCounter({
      eventRules: [
        { type: 'sub', tier: '1', perAmount: 1, seconds: 300 },
        { type: 'bits', perAmount: 100, seconds: 60 },
      ],
      capMinutes: 1440,
    });
    const { user, calls } = renderCard(counter);
    expect(cap()).toHaveValue('1440');

    await user.clear(cap());
    await user.type(cap(), '0');
    await user.click(saveButton());
    await waitFor(() => expect(cap()).toHaveAttribute('aria-invalid', 'true'));
    expect(card()).toHaveTextContent(RULE_MESSAGES.capMinutes);
    expect(cap()).toHaveAccessibleDescription(RULE_MESSAGES.capMinutes);
    expect(puts(calls)[0]!.settings.capMinutes).toBe(0);

    // A second tier-1 sub rule: the list's refusal, shown once under it without the path.
    await user.clear(cap());
    await user.click(within(card()).getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(within(row(3)).getByLabelText('Tier'), '1');
    await user.type(within(row(3)).getByLabelText('Rule 3: Seconds'), '10');
    await user.click(saveButton());
    expect(await within(card()).findByRole('alert')).toHaveTextContent(RULE_MESSAGES.duplicate);
    expect(within(card()).getByRole('alert')).not.toHaveTextContent('settings.eventRules');
    expect(cap()).not.toHaveAttribute('aria-invalid');
    expect(puts(calls)).toHaveLength(2);

    // Without the repeat it saves; the cleared cap is left out, not sent empty.
    await user.click(within(card()).getByRole('button', { name: 'Remove rule 3' }));
    expect(rows()).toHaveLength(2);
    await user.click(saveButton());
    expect(await saved()).toBeVisible();
    expect(within(card()).queryByRole('alert')).toBeNull();
    const sent = puts(calls)[2]!;
    expect(sent.settings).not.toHaveProperty('capMinutes');
    expect(sent.settings.eventRules).toEqual(counter.settings.eventRules);
  });
});
