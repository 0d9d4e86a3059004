import type { CurrentUser } from '@core/api/auth';
import type { BillingConfig, BillingStatus } from '@core/api/billing';
import type { CounterSummary } from '@core/api/counters';
import type { Pricing } from '@core/api/pricing';
import { on } from '@web/components/ui/testing/render';
import { NO_PADDLE } from './billing-config';

// What the server answers the reads /account makes, in the shapes its routes return: the one set the
// dashboard's component tests stub the API with (the screen, its billing section, Upgrade Now).

/** A signed-in account as GET /api/session gives it: a Free user with nothing set, unless told. */
export function accountUser(over: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u-owner',
    email: 'owner@example.com',
    firstName: null,
    lastName: null,
    role: 'user',
    subscriptionStatus: 'free',
    premiumUntil: null,
    customPrice: null,
    paddleCustomerId: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    emailVerified: false,
    ...over,
  };
}

/** The general price, as GET /api/pricing answers with no discount and no custom price. */
export const PRICING: Pricing = {
  currentPrice: '4.99',
  originalPrice: '4.99',
  isDiscountActive: false,
  discountedPrice: null,
};

/** GET /api/billing/status of an account that never subscribed. */
export const NO_SUBSCRIPTION: BillingStatus = {
  hasLiveSubscription: false,
  billingProblem: false,
  premiumUntil: null,
  canResume: false,
  subscriptions: [],
};

type Value<T> = T | (() => T);
const read = <T>(value: Value<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

export interface AccountReads {
  /** A function is read at each request: a test that changes the plan changes what the next read gets. */
  user?: Value<CurrentUser>;
  status?: Value<BillingStatus>;
  config?: BillingConfig;
  pricing?: Pricing;
  counters?: CounterSummary[];
  opens?: Record<string, number>;
}

/** The GETs /account makes, answered for `reads` (an account with nothing in it unless told). */
export function accountReads({
  user = accountUser(),
  status = NO_SUBSCRIPTION,
  config = NO_PADDLE,
  pricing = PRICING,
  counters = [],
  opens = {},
}: AccountReads = {}) {
  return [
    on('GET', '/api/session', () => ({ json: { user: read(user) } })),
    on('GET', '/api/counters', { json: counters }),
    on('GET', '/api/pricing', { json: pricing }),
    on('GET', '/api/billing/config', { json: config }),
    on('GET', '/api/billing/status', () => ({ json: read(status) })),
    on('GET', '/api/image-opens', { json: { opens } }),
    on('GET', '/api/integrations/connections', { json: { connections: [] } }),
    on('GET', '/api/keys', { json: [] }),
  ];
}
