// own process: Paddle.js loads once per page, and this file is that page (vitest.config.ts).
import type { CurrentUser } from '@core/api/auth';
import type { BillingConfig, CheckoutResponse } from '@core/api/billing';
import { screen, waitFor, within } from '@testing-library/react';
import { type Answer, type ApiCall, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountReads, accountUser } from '../testing/account-answers';
import { CHECKOUT_SETTINGS, PADDLE_CONFIG } from '../testing/billing-config';
import { PADDLE_STAND_IN_JS, type PaddleCall, type StandInBehaviour } from '../testing/paddle-js-stand-in';
import { DashboardScreen } from './dashboard-screen';

// What Upgrade Now does between our API and Paddle.js (moved from e2e/checkout.spec.ts, where each
// of these was a signed-up account and a page load): fixing the customer first, retrying a
// checkout.error without the customer id once, and opening by the price or transaction the
// server chose. Paddle.js is the same stand-in the browser suite serves in place of Paddle's CDN,
// run on this page's window before the dashboard asks Paddle's loader for it. The browser suite
// keeps what needs a real page: the script injected and loaded (held, failing, once across
// visits), Initialize's exact arguments, and the payment confirmation against the real server.

type StandInWindow = typeof window & {
  __paddleCalls: PaddleCall[];
  __paddleBehaviour?: StandInBehaviour;
  __paddleCustomer: { isOpen: () => boolean };
};
const page = window as StandInWindow;

const USER_ID = 'u-buyer';
const customData = { userId: USER_ID, userSig: 'sig' };
const items = (priceId = 'pri_regular') => [{ priceId, quantity: 1 }];

const buyer = (over: Partial<CurrentUser> = {}) =>
  accountUser({
    id: USER_ID,
    email: 'buyer@example.com',
    firstName: 'Bo',
    paddleCustomerId: 'ctm_existing',
    emailVerified: true,
    ...over,
  });

// POST /api/billing/checkout as server/billing answers it: the price it chose and the signed customData.
const priceAnswer = (priceId = 'pri_regular', customerId: string | null = 'ctm_existing'): Answer => ({
  json: { kind: 'price', priceId, customerId, customData } satisfies CheckoutResponse,
});

/** /account's reads for `user()`, with `checkout` answering POST /api/billing/checkout. */
function accountApi(
  user: () => CurrentUser,
  { config = PADDLE_CONFIG, checkout = priceAnswer() }: { config?: BillingConfig; checkout?: Answer } = {},
  ...first: Parameters<typeof stubApi>
): ApiCall[] {
  return stubApi(...first, on('POST', '/api/billing/checkout', checkout), ...accountReads({ user, config }));
}

const opens = () => page.__paddleCalls.filter((c) => c.method === 'Checkout.open').map((c) => c.args);
const toast = () => document.querySelector<HTMLElement>('.toast-root');
const called = (calls: ApiCall[]) => calls.map((c) => `${c.method} ${c.url.pathname}`);

/** Renders /account and presses Upgrade Now once Paddle.js is ready. */
async function pressUpgrade() {
  const { user } = renderApp(<DashboardScreen />, { path: '/account' });
  const banner = await screen.findByRole('region', { name: 'Upgrade to Premium' });
  await user.click(await within(banner).findByRole('button', { name: 'Upgrade Now' }));
}

beforeAll(() => {
  // What the CDN script does when it runs: defines window.Paddle and window.PaddleBillingV1.
  new Function(PADDLE_STAND_IN_JS)();
});
beforeEach(() => {
  page.__paddleCalls.length = 0;
  page.__paddleBehaviour = {};
});

describe('Upgrade Now', () => {
  it('fixes a proven account without a customer id first, reads the user again, then opens checkout', async () => {
    let current = buyer({ paddleCustomerId: null });
    const calls = accountApi(
      () => current,
      { checkout: priceAnswer('pri_regular', 'ctm_fixed') },
      // Stands in for the server, which finds or creates the Paddle customer and stores its id.
      on('POST', '/api/fix-paddle-customer', () => {
        current = buyer({ paddleCustomerId: 'ctm_fixed' });
        return { json: { customerId: 'ctm_fixed' } };
      }),
    );
    await pressUpgrade();
    await waitFor(() => expect(opens()).toHaveLength(1));
    expect(opens()).toEqual([
      { items: items(), customer: { id: 'ctm_fixed' }, customData, settings: CHECKOUT_SETTINGS },
    ]);
    await waitFor(() => expect(toast()).toHaveTextContent('Account updated'));
    expect(toast()).toHaveTextContent('Your payment account has been set up. Continuing to checkout...');
    const order = called(calls);
    const fix = order.indexOf('POST /api/fix-paddle-customer');
    const refresh = order.indexOf('GET /api/session', fix);
    const checkout = order.indexOf('POST /api/billing/checkout');
    expect(fix).toBeGreaterThanOrEqual(0);
    expect(refresh).toBeGreaterThan(fix);
    expect(checkout).toBeGreaterThan(refresh);
  });

  it('a failed fix-customer call shows Setup error and opens nothing', async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    const calls = accountApi(
      () => buyer({ paddleCustomerId: null }),
      {},
      on('POST', '/api/fix-paddle-customer', { status: 502, json: { message: 'Paddle did not answer' } }),
    );
    await pressUpgrade();
    await waitFor(() => expect(toast()).toHaveTextContent('Setup error'));
    expect(toast()).toHaveTextContent('Unable to set up payment account. Please try again.');
    expect(called(calls)).not.toContain('POST /api/billing/checkout');
    expect(opens()).toEqual([]);
    expect(logged).toHaveBeenCalledWith('Could not set up the Paddle customer', expect.anything());
  });

  it('an account that has not confirmed its address goes to checkout without a customer look-up', async () => {
    const calls = accountApi(() => buyer({ paddleCustomerId: null, emailVerified: false }), {
      checkout: priceAnswer('pri_regular', null),
    });
    await pressUpgrade();
    await waitFor(() => expect(opens()).toHaveLength(1));
    // No customer: Paddle makes one at checkout, and the signed customData names this account.
    expect(opens()).toEqual([{ items: items(), customData, settings: CHECKOUT_SETTINGS }]);
    expect(called(calls)).not.toContain('POST /api/fix-paddle-customer');
    expect(toast()).toBeNull();
  });
});

// Paddle.js reports a checkout it cannot open as a checkout.error event, never as an exception.
describe('a checkout.error', () => {
  it('for the customer id retries once without it', async () => {
    page.__paddleBehaviour = { unknownCustomers: ['ctm_existing'] };
    accountApi(() => buyer());
    await pressUpgrade();
    await waitFor(() => expect(page.__paddleCustomer.isOpen()).toBe(true));
    expect(opens()).toEqual([
      { items: items(), customer: { id: 'ctm_existing' }, customData, settings: CHECKOUT_SETTINGS },
      { items: items(), customData, settings: CHECKOUT_SETTINGS },
    ]);
    // The retry opened: the stand-in answers an open without a customer with checkout.loaded, so
    // nothing can ask for a third attempt, and no error toast was shown.
    expect(toast()).toBeNull();
  });

  it('on the retry too shows Checkout error and logs Paddle’s detail', async () => {
    const logged: unknown[][] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => void logged.push(args));
    page.__paddleBehaviour = { failEveryOpen: true };
    accountApi(() => buyer());
    await pressUpgrade();
    await waitFor(() => expect(toast()).toHaveTextContent('Checkout error'));
    expect(toast()).toHaveTextContent('Unable to open payment window. Check browser console for details.');
    expect(opens()).toHaveLength(2);
    expect(logged.flat().join(' ')).toContain('stand-in: the checkout could not be created.');
  });

  it('without a customer id is not retried', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    page.__paddleBehaviour = { failEveryOpen: true };
    accountApi(() => buyer({ paddleCustomerId: null, emailVerified: false }), {
      checkout: priceAnswer('pri_regular', null),
    });
    await pressUpgrade();
    // The toast is the branch that does not retry: by now no second open can come.
    await waitFor(() => expect(toast()).toHaveTextContent('Checkout error'));
    expect(opens()).toHaveLength(1);
  });
});

describe('what checkout opens', () => {
  it('the discount price id while the discount is active', async () => {
    accountApi(() => buyer(), {
      config: { ...PADDLE_CONFIG, isDiscountActive: true },
      checkout: priceAnswer('pri_discount'),
    });
    await pressUpgrade();
    await waitFor(() => expect(opens()).toHaveLength(1));
    expect(opens()[0]).toMatchObject({ items: items('pri_discount') });
  });

  it('the price id the server chose, not one from the cached config', async () => {
    accountApi(() => buyer(), { checkout: priceAnswer('pri_chosen_by_server') });
    await pressUpgrade();
    await waitFor(() => expect(opens()).toHaveLength(1));
    expect(opens()[0]).toMatchObject({ items: items('pri_chosen_by_server') });
  });

  it('a custom-price user’s transaction, by its id', async () => {
    accountApi(() => buyer(), {
      checkout: {
        json: {
          kind: 'transaction',
          transactionId: 'txn_custom_price',
          customerId: 'ctm_existing',
          customData,
        } satisfies CheckoutResponse,
      },
    });
    await pressUpgrade();
    await waitFor(() => expect(opens()).toHaveLength(1));
    expect(opens()).toEqual([{ transactionId: 'txn_custom_price', customData, settings: CHECKOUT_SETTINGS }]);
  });
});
