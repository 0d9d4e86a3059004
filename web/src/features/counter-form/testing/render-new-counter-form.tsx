import type { CurrentUser } from '@core/api/auth';
import type { CounterDetail } from '@core/api/counters';
import { type ApiCall, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { CounterForm } from '../components/counter-form';
import { type CounterFormValues, newCounterValues } from '../utils/form-values';

/**
 * The new-counter form as /counter/new draws it, for component tests: the session answers with a
 * signed-in user of the given plan (or nobody), and a save is answered 201 as the server answers
 * it. The calls made are returned, so a test can read what was sent, or that nothing was.
 */

export const CREATED_COUNTER: CounterDetail = {
  id: 'c1',
  name: 'My Counter',
  settings: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export function signedInUser(subscriptionStatus: 'free' | 'active'): CurrentUser {
  return {
    id: 'u1',
    email: 'robin@example.com',
    firstName: 'Robin',
    lastName: null,
    role: 'user',
    subscriptionStatus,
    premiumUntil: null,
    customPrice: null,
    paddleCustomerId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    emailVerified: true,
  };
}

interface Options {
  premium?: boolean;
  /** Whether the session has a user of that plan; the form's Premium controls follow the session. */
  signedIn?: boolean;
  /** Offer the template picker, as /counter/new does. */
  templates?: boolean;
  /** Changes to the form's defaults (a given time zone, say). */
  values?: (defaults: CounterFormValues) => CounterFormValues;
}

export function renderNewCounterForm({ premium = false, signedIn = true, templates, values }: Options = {}) {
  const calls = stubApi(
    on('GET', '/api/session', {
      json: { user: signedIn ? signedInUser(premium ? 'active' : 'free') : null },
    }),
    on('POST', '/api/counters', { status: 201, json: CREATED_COUNTER }),
  );
  const defaults = newCounterValues(new Date());
  const rendered = renderApp(
    <CounterForm
      defaultValues={values ? values(defaults) : defaults}
      premium={premium}
      draftKey="u1:counter:new"
      draftBase={null}
      templates={templates}
    />,
    { path: '/counter/new' },
  );
  return { ...rendered, calls };
}

/** The counters the form sent (POST /api/counters), in order. */
export const sentCounters = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/counters');
