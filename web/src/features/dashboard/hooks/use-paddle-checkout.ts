import type { CurrentUser } from '@core/api/auth';
import { type CheckoutResponse, PAYMENT_NOT_CONFIGURED_MESSAGE } from '@core/api/billing';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/toast';
import { errorStatus, errorText, isUnauthorizedError, serverMessage } from '@web/lib/api-error';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/auth/use-current-user';
import { useEffect, useState } from 'react';
import { useCreateCheckout } from '../api/create-checkout';
import { useFixPaddleCustomer } from '../api/fix-paddle-customer';
import { useBillingConfig } from '../api/get-billing-config';
import { BILLING_STATUS_QUERY_KEY } from '../api/get-billing-status';
import {
  type CheckoutOpenOptions,
  onPaddleEvent,
  type Paddle,
  type PaddleEventData,
  setupPaddle,
} from '../utils/load-paddle';
import { startPaymentConfirmation } from './use-payment-confirmation';

export type PaymentState = 'loading' | 'ready' | 'unconfigured' | 'error';

// The dashboard toasts of docs/product.md §8, word for word.
const destructive = (title: string, description: string) =>
  ({ title, description, variant: 'destructive' }) as const;
const LOAD_ERROR = destructive(
  'Payment system error',
  'Unable to load payment system. Please try again later.',
);
const STILL_LOADING = { title: 'Payment system loading', description: 'Please wait a moment and try again.' };
const NOT_CONFIGURED = destructive(
  'Configuration error',
  'Payment system not configured. Please contact support.',
);
const SETUP_ERROR = destructive('Setup error', 'Unable to set up payment account. Please try again.');
const OPEN_ERROR = destructive(
  'Checkout error',
  'Unable to open payment window. Check browser console for details.',
);
const alreadySubscribed = (message: string) => destructive('Already subscribed', message);
const CONFIRM_FIRST = (message: string) => destructive('Confirm your email', message);
const CUSTOMER_FIXED = {
  title: 'Account updated',
  description: 'Your payment account has been set up. Continuing to checkout...',
};

const SETTINGS = { displayMode: 'overlay', theme: 'light', locale: 'en' } as const;

function checkoutOptions(checkout: CheckoutResponse, withCustomer: boolean): CheckoutOpenOptions {
  // A transaction already names its customer and its (custom) price: Paddle takes both from it.
  if (checkout.kind === 'transaction') {
    return { transactionId: checkout.transactionId, customData: checkout.customData, settings: SETTINGS };
  }
  const customer = withCustomer && checkout.customerId ? { customer: { id: checkout.customerId } } : {};
  return {
    items: [{ priceId: checkout.priceId, quantity: 1 }],
    ...customer,
    customData: checkout.customData,
    settings: SETTINGS,
  };
}

// The checkout last handed to Paddle.js, so its checkout.error can be answered: Paddle.js reports
// a checkout it cannot open as an event, not as an exception from Checkout.open.
type Attempt = { paddle: Paddle; checkout: CheckoutResponse; withCustomer: boolean };
let attempt: Attempt | null = null;

function open(next: Attempt) {
  attempt = next;
  try {
    next.paddle.Checkout.open(checkoutOptions(next.checkout, next.withCustomer));
  } catch (error) {
    // Not how Paddle.js reports failures, but a throw must not leave the click unanswered.
    attempt = null;
    console.error('Paddle checkout could not be opened:', error);
    toast(OPEN_ERROR);
  }
}

// A customer id Paddle does not know makes opening fail: retry once without it (docs/product.md §4);
// any other failure, or the retry's, is the 'Checkout error' toast.
function handleCheckoutError(event: PaddleEventData) {
  const failed = attempt;
  if (!failed) return;
  const usedCustomer = failed.withCustomer && failed.checkout.customerId !== null;
  if (usedCustomer && failed.checkout.kind === 'price') {
    console.warn(
      'Paddle checkout failed with the customer id; retrying without it',
      event.code,
      event.detail,
    );
    open({ ...failed, withCustomer: false });
    return;
  }
  attempt = null;
  console.error('Paddle checkout could not be opened:', event.code, event.detail);
  toast(OPEN_ERROR);
}

// One listener for the page, however many upgrade buttons are mounted: each event is answered once,
// and a checkout completed after its button unmounted still starts the confirmation.
let confirmingClient: QueryClient | null = null;
let listening = false;

function handlePaddleEvent(event: PaddleEventData) {
  if (event.name === 'checkout.error') handleCheckoutError(event);
  if (event.name === 'checkout.closed') attempt = null;
  if (event.name === 'checkout.completed') {
    attempt = null;
    if (confirmingClient) startPaymentConfirmation(confirmingClient);
  }
}

/** Paddle.js readiness and the Upgrade Now click of docs/product.md §4 'Checkout'. */
export function usePaddleCheckout(user: CurrentUser | null) {
  const queryClient = useQueryClient();
  const config = useBillingConfig();
  const fixCustomer = useFixPaddleCustomer();
  const createCheckout = useCreateCheckout();
  const [paddle, setPaddle] = useState<Paddle | 'loading' | 'failed'>('loading');
  const [busy, setBusy] = useState(false);
  const clientToken = config.data?.configured ? config.data.clientToken : null;
  const environment = config.data?.environment ?? 'production';

  useEffect(() => {
    if (!clientToken) return;
    let mounted = true;
    setupPaddle({ clientToken, environment }).then(
      (loaded) => mounted && setPaddle(loaded),
      (error: unknown) => {
        console.error('Paddle.js could not be loaded', error);
        if (!mounted) return;
        setPaddle('failed');
        toast(LOAD_ERROR);
      },
    );
    return () => {
      mounted = false;
    };
  }, [clientToken, environment]);

  useEffect(() => {
    confirmingClient = queryClient;
    if (listening) return;
    listening = true;
    onPaddleEvent(handlePaddleEvent);
  }, [queryClient]);

  const state: PaymentState = config.isError
    ? 'error'
    : !config.data
      ? 'loading'
      : !clientToken
        ? 'unconfigured'
        : paddle === 'failed'
          ? 'error'
          : paddle === 'loading'
            ? 'loading'
            : 'ready';

  async function startCheckout(ready: Paddle, current: CurrentUser) {
    // Paddle knows customers by e-mail, so the server looks one up only for a proven address. An
    // account that has not confirmed its address goes to checkout without one: Paddle makes the
    // customer there, and our signed customData binds the payment to this account.
    if (!current.paddleCustomerId && current.emailVerified) {
      try {
        await fixCustomer.mutateAsync();
      } catch (error) {
        console.error('Could not set up the Paddle customer', error);
        if (!isUnauthorizedError(error)) toast(SETUP_ERROR);
        return;
      }
      toast(CUSTOMER_FIXED);
    }
    let checkout: CheckoutResponse;
    try {
      checkout = await createCheckout.mutateAsync();
    } catch (error) {
      console.error('Could not prepare the checkout', error);
      if (isUnauthorizedError(error)) return;
      // 403: a custom price needs a proven address first; the server's message says how.
      if (errorStatus(error) === 403) return void toast(CONFIRM_FIRST(serverMessage(error)));
      // 409: a live subscription exists already; the server's message says what to do instead.
      if (errorStatus(error) === 409) {
        toast(alreadySubscribed(serverMessage(error)));
        // This page predates the subscription (another tab paid): show what the account has now.
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY });
        return;
      }
      toast(errorText(error).includes(PAYMENT_NOT_CONFIGURED_MESSAGE) ? NOT_CONFIGURED : OPEN_ERROR);
      return;
    }
    open({ paddle: ready, checkout, withCustomer: true });
  }

  async function upgrade() {
    if (state === 'loading') return void toast(STILL_LOADING);
    if (state === 'unconfigured') return void toast(NOT_CONFIGURED);
    if (state === 'error' || typeof paddle !== 'object') return void toast(LOAD_ERROR);
    if (!user || busy) return;
    setBusy(true);
    try {
      await startCheckout(paddle, user);
    } finally {
      setBusy(false);
    }
  }

  return { state, busy, upgrade };
}
