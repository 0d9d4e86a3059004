import { screen, waitFor } from '@testing-library/react';
import { on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { newCounterValues } from '../utils/form-values';
import { CounterForm } from './counter-form';

// Number Options with negative and decimal values (core/counter/number-value-rules.ts): the inputs
// take them, the line under them says how many places the Decimals format allows, and a value
// with more places is refused beside its field before anything is sent.

function renderForm() {
  const calls = stubApi(on('GET', '/api/session', { json: { user: null } }));
  const rendered = renderApp(
    <CounterForm
      defaultValues={newCounterValues(new Date())}
      premium={false}
      draftKey="u1:counter:new"
      draftBase={null}
    />,
    { path: '/counter/new' },
  );
  return { ...rendered, calls };
}

describe('Number Options: negative and decimal values', () => {
  it('takes a negative decimal start once Decimals allows it, and says how many places', async () => {
    const calls = stubApi(
      on('GET', '/api/session', { json: { user: null } }),
      on('POST', '/api/counters', {
        status: 201,
        json: { id: 'c1', name: 'My Counter', settings: {}, createdAt: '', updatedAt: '' },
      }),
    );
    const { user } = renderApp(
      <CounterForm
        defaultValues={newCounterValues(new Date())}
        premium={false}
        draftKey="u1:counter:new"
        draftBase={null}
      />,
      { path: '/counter/new' },
    );
    const start = screen.getByLabelText('Start Number');
    expect(start).toHaveAttribute('step', 'any');
    expect(start).not.toHaveAttribute('min');
    expect(screen.getByTestId('number-rule')).toHaveTextContent(/Whole numbers, below zero too/);

    await user.type(screen.getByLabelText('Decimals'), '1');
    expect(screen.getByTestId('number-rule')).toHaveTextContent('Up to 1 decimal place');
    await user.clear(start);
    await user.type(start, '-10.5');
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const sent = (calls.find((c) => c.method === 'POST')!.body as { settings: Record<string, unknown> })
      .settings;
    expect(sent).toMatchObject({ startNumber: -10.5, decimals: 1 });
  });

  it('refuses more places than Decimals shows, beside the field, and sends nothing', async () => {
    const { user, calls } = renderForm();
    const end = screen.getByLabelText('End Number');
    await user.clear(end);
    await user.type(end, '12.5');
    await user.click(screen.getByRole('button', { name: 'Create Counter' }));
    expect(
      await screen.findByText(
        'End number must be a whole number: set Decimals in the number format to use decimal places',
      ),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
