import type { CurrentUser } from '@core/api/auth';
import { ALREADY_SUBSCRIBED_MESSAGE, type BillingStatus } from '@core/api/billing';
import { screen, waitFor, within } from '@testing-library/react';
import { type Answer, held, on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it, vi } from 'vitest';
import { accountReads, accountUser, NO_SUBSCRIPTION } from '../testing/account-answers';
import { PADDLE_CONFIG } from '../testing/billing-config';
import { DashboardScreen } from './dashboard-screen';

// What /account shows for a subscription's state, against the answers the server gives
// (moved from e2e/billing-self-service.spec.ts): 'Premium until' and Resume, the billing-problem
// banner, Manage billing, and the 409 of a second checkout. The browser suite keeps what needs the
// real server or Paddle.js: signed webhooks, the payment confirmation, mail and account deletion.

// Paddle.js is Paddle's script from its CDN: here a stand-in that is ready at once and opens nothing.
vi.mock('../utils/load-paddle', () => ({
  setupPaddle: async () => ({ Checkout: { open: vi.fn() } }),
  onPaddleEvent: () => () => {},
}));

const PORTAL_URL = 'https://sandbox-customer-portal.paddle.com/cpl_e2e_overview';
const UPDATE_CARD_URL = 'https://sandbox-customer-portal.paddle.com/cpl_e2e_update_card';
const NOT_CONFIGURED = { status: 503, json: { message: 'Payment system not configured' } };
const END = '2030-06-15T12:00:00.000Z';

/** The Premium account under test, as GET /api/session gives it. */
const account = (over: Partial<CurrentUser> = {}) =>
  accountUser({
    id: 'u-billing',
    email: 'billing@example.com',
    firstName: 'Bea',
    subscriptionStatus: 'active',
    paddleCustomerId: 'ctm_e2e_billing',
    emailVerified: true,
    ...over,
  });

// GET /api/billing/status as server/billing/billing-status.ts answers it for one subscription.
function billingStatus(
  status: 'active' | 'past_due',
  { cancelAt = null }: { cancelAt?: string | null } = {},
): BillingStatus {
  return {
    hasLiveSubscription: true,
    billingProblem: status === 'past_due',
    premiumUntil: cancelAt,
    canResume: cancelAt !== null,
    subscriptions: [{ id: 'sub_e2e_billing', status, currentPeriodEnd: END, cancelAt }],
  };
}

/** The other reads of /account, answered as the server does for an account with nothing in it. */
function accountApi(
  user: () => CurrentUser,
  status: () => BillingStatus,
  ...first: Parameters<typeof stubApi>
) {
  return stubApi(...first, ...accountReads({ user, status, config: PADDLE_CONFIG }));
}

const billing = () => screen.findByRole('region', { name: 'Billing' });
const problem = () => screen.queryByRole('region', { name: 'Your last payment did not go through' });
const upgradeBanner = () => screen.queryByRole('region', { name: 'Upgrade to Premium' });
const toast = () => document.querySelector<HTMLElement>('.toast-root');

/** The portal is Paddle's page: the test sees where the browser would have been sent. */
const portalVisits = () => vi.spyOn(window.location, 'assign').mockImplementation(() => {});

describe('/account billing', () => {
  it('cancelled at period end: Premium until {date}, and Resume with loading and error states', async () => {
    const status = billingStatus('active', { cancelAt: END });
    const resumed = held();
    let resume = (): Promise<Answer> => Promise.resolve(NOT_CONFIGURED);
    const calls = accountApi(
      () => account(),
      () => status,
      on('POST', '/api/billing/resume', () => resume()),
    );
    const { user } = renderApp(<DashboardScreen />, { path: '/account' });
    const section = await billing();
    await waitFor(() => expect(section).toHaveTextContent('Premium until June 15, 2030'));
    expect(section).toHaveTextContent('Your subscription is cancelled and will not renew.');
    const resumeButton = within(section).getByRole('button', { name: 'Resume' });

    // Unconfigured Paddle API: the server's reason is shown and nothing changes.
    await user.click(resumeButton);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Could not resume: Payment system not configured',
    );
    expect(section).toHaveTextContent('Premium until June 15, 2030');

    resume = async () => {
      await resumed.wait;
      return { json: { message: 'Your subscription will renew again.' } };
    };
    await user.click(resumeButton);
    await waitFor(() => expect(resumeButton).toBeDisabled());
    expect(resumeButton).toHaveAttribute('aria-busy', 'true');
    // Paddle confirms by webhook: the status read again after the answer still has the cancel.
    resumed.release();
    await waitFor(() => expect(section).toHaveTextContent('Your subscription will renew again.'));
    expect(within(section).queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(section).not.toHaveTextContent('Premium until');
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(calls.filter((c) => c.url.pathname === '/api/billing/resume')).toHaveLength(2);
  });

  it('Manage billing opens the Paddle portal session; a failure says why', async () => {
    const visits = portalVisits();
    const portal = held();
    let answer = (): Promise<Answer> => Promise.resolve(NOT_CONFIGURED);
    accountApi(
      () => account(),
      () => billingStatus('active'),
      on('POST', '/api/billing/portal', () => answer()),
    );
    const { user } = renderApp(<DashboardScreen />, { path: '/account' });
    const section = await billing();
    // A subscription without a scheduled cancel (also the one Resume leads to, once Paddle confirms).
    expect(section).toHaveTextContent('Your Premium subscription renews every month through Paddle.');
    expect(section).not.toHaveTextContent('Premium until');
    expect(within(section).queryByRole('button', { name: 'Resume' })).toBeNull();
    const manage = within(section).getByRole('button', { name: 'Manage billing' });

    // The server without a Paddle API key answers 503 with its reason.
    await user.click(manage);
    expect(await within(section).findByRole('alert')).toHaveTextContent('Payment system not configured');
    expect(visits).not.toHaveBeenCalled();

    answer = async () => {
      await portal.wait;
      return { json: { url: PORTAL_URL, updatePaymentMethodUrl: null } };
    };
    await user.click(manage);
    await waitFor(() => expect(manage).toBeDisabled());
    portal.release();
    await waitFor(() => expect(visits).toHaveBeenCalledWith(PORTAL_URL));
    expect(visits).toHaveBeenCalledTimes(1);
  });

  it('past_due shows the billing-problem banner, which opens the update-card session', async () => {
    const visits = portalVisits();
    accountApi(
      () => account(),
      () => billingStatus('past_due'),
      on('POST', '/api/billing/portal', {
        json: { url: PORTAL_URL, updatePaymentMethodUrl: UPDATE_CARD_URL },
      }),
    );
    const { user } = renderApp(<DashboardScreen />, { path: '/account' });
    await waitFor(() => expect(problem()).not.toBeNull());
    expect(problem()).toHaveTextContent('Paddle will try again. Update your payment method to keep Premium.');
    // Premium holds during Paddle's retries.
    expect(upgradeBanner()).toBeNull();
    expect(await billing()).toBeVisible();
    await user.click(within(problem()!).getByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(visits).toHaveBeenCalledWith(UPDATE_CARD_URL));
  });

  it('past_due banner: a portal failure says why, and a paid subscription shows no banner', async () => {
    const visits = portalVisits();
    let status = billingStatus('past_due');
    accountApi(
      () => account(),
      () => status,
      on('POST', '/api/billing/portal', NOT_CONFIGURED),
    );
    const first = renderApp(<DashboardScreen />, { path: '/account' });
    await waitFor(() => expect(problem()).not.toBeNull());
    await first.user.click(within(problem()!).getByRole('button', { name: 'Update payment method' }));
    expect(await within(problem()!).findByRole('alert')).toHaveTextContent('Payment system not configured');
    expect(visits).not.toHaveBeenCalled();
    first.unmount();

    // Paid after a retry: the banner goes.
    status = billingStatus('active');
    renderApp(<DashboardScreen />, { path: '/account' });
    expect(await billing()).toBeVisible();
    expect(problem()).toBeNull();
  });

  it('a second checkout while subscribed shows the server 409 message', async () => {
    // The page shows Free: the subscription's webhook landed after it loaded (another tab paid).
    let subscribed = false;
    accountApi(
      () => account(subscribed ? {} : { subscriptionStatus: 'free' }),
      () => (subscribed ? billingStatus('active') : NO_SUBSCRIPTION),
      on('POST', '/api/billing/checkout', { status: 409, json: { message: ALREADY_SUBSCRIBED_MESSAGE } }),
    );
    const { user } = renderApp(<DashboardScreen />, { path: '/account' });
    const upgrade = await waitFor(() => {
      const button = within(upgradeBanner()!).getByRole('button', { name: 'Upgrade Now' });
      expect(button).toBeEnabled();
      expect(button).not.toHaveAttribute('aria-disabled');
      return button;
    });
    subscribed = true;
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    await user.click(upgrade);
    await waitFor(() => expect(toast()).toHaveTextContent('Already subscribed'));
    expect(toast()).toHaveTextContent(
      'You already have a Premium subscription. Use Manage billing to change it instead of buying a second one.',
    );
    expect(logged.mock.calls).toEqual([['Could not prepare the checkout', expect.any(Error)]]);
    // The page catches up with the account: Premium, and the Manage billing the message points to.
    await waitFor(() => expect(upgradeBanner()).toBeNull());
    expect(within(await billing()).getByRole('button', { name: 'Manage billing' })).toBeVisible();
  });
});
