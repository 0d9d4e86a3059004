import type { CurrentUser } from '@core/api/auth';
import { type CheckoutResponse, PAYMENT_NOT_CONFIGURED_MESSAGE } from '@core/api/billing';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/toast';
import { errorText, isUnauthorizedError } from '@web/lib/api-error';
import { currentUserQueryOptions } from '@web/lib/auth/use-current-user';
import { useEffect, useState } from 'react';
import { useCreateCheckout } from '../api/create-checkout';
import { useFixPaddleCustomer } from '../api/fix-paddle-customer';
import { useBillingConfig } from '../api/get-billing-config';
import { onPaddleEvent, type PaddleCheckoutOptions, type PaddleJs, setupPaddle } from '../utils/load-paddle';

export type PaymentState = 'loading' | 'ready' | 'unconfigured' | 'error';

// The dashboard toasts of SPEC.md §8, word for word.
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
const CUSTOMER_FIXED = {
  title: 'Account updated',
  description: 'Your payment account has been set up. Continuing to checkout...',
};

const SETTINGS = { displayMode: 'overlay', theme: 'light', locale: 'en' } as const;

function checkoutOptions(checkout: CheckoutResponse, withCustomer: boolean): PaddleCheckoutOptions {
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

// A customer id Paddle does not know makes opening fail: retry once without it (SPEC.md §4).
function openCheckout(paddle: PaddleJs, checkout: CheckoutResponse) {
  const first = checkoutOptions(checkout, true);
  try {
    paddle.Checkout.open(first);
    return;
  } catch (error) {
    if (!first.customer) throw error;
    console.warn('Paddle checkout failed with the customer id; retrying without it', error);
  }
  paddle.Checkout.open(checkoutOptions(checkout, false));
}

const POLL_INTERVAL_MS = 2000;
const POLL_ATTEMPTS = 6;

// Premium arrives by webhook, moments after Paddle reports the payment: re-read the user until it does.
async function awaitPremium(queryClient: QueryClient) {
  for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt += 1) {
    const user = await queryClient
      .fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })
      .catch(() => null);
    if (user?.subscriptionStatus === 'active') return;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

/** Paddle.js readiness and the Upgrade Now click of SPEC.md §4 'Checkout'. */
export function usePaddleCheckout(user: CurrentUser | null) {
  const queryClient = useQueryClient();
  const config = useBillingConfig();
  const fixCustomer = useFixPaddleCustomer();
  const createCheckout = useCreateCheckout();
  const [paddle, setPaddle] = useState<PaddleJs | 'loading' | 'failed'>('loading');
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

  useEffect(
    () =>
      onPaddleEvent((event) => {
        if (event.name !== 'checkout.completed') return;
        toast({
          title: 'Payment received',
          description: 'Your Premium is being activated…',
          variant: 'success',
        });
        void awaitPremium(queryClient);
      }),
    [queryClient],
  );

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

  async function startCheckout(ready: PaddleJs, current: CurrentUser) {
    if (!current.paddleCustomerId) {
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
      toast(errorText(error).includes(PAYMENT_NOT_CONFIGURED_MESSAGE) ? NOT_CONFIGURED : OPEN_ERROR);
      return;
    }
    try {
      openCheckout(ready, checkout);
    } catch (error) {
      console.error('Paddle checkout could not be opened', error);
      toast(OPEN_ERROR);
    }
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
