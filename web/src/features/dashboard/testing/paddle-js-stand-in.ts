// Paddle.js v2 as the page sees it, for tests: Paddle's CDN cannot be reached from here.

export type PaddleCall = {
  method: 'Environment.set' | 'Initialize' | 'Update' | 'Checkout.open';
  args: unknown;
};

/** What the stand-in is told to do: window.__paddleBehaviour, read at each Checkout.open. */
export type StandInBehaviour = {
  /** Customer ids Paddle does not know: opening with one emits checkout.error (api_error, not_found). */
  unknownCustomers?: string[];
  /** Every open fails with checkout.error, as when Paddle's API is down. */
  failEveryOpen?: boolean;
};

// A local stand-in for Paddle.js v2, served in place of the CDN script in the browser suite
// (e2e/support/paddle-stand-in.ts) and run on happy-dom's window in component tests. Like the real Paddle.js
// (developer.paddle.com/paddle-js/events) it sets window.Paddle and window.PaddleBillingV1 (the one
// the loader reads), reports Initialized, and never throws from Checkout.open: the outcome comes
// later, as an event to the eventCallback: checkout.loaded with the checkout's data, or
// checkout.error shaped like a Paddle API error { name, type, code, detail, documentation_url }.
// Every call is recorded in window.__paddleCalls as a JSON copy, so later mutation cannot hide what
// was passed. window.__paddleCustomer plays the customer in the overlay: complete() pays
// (checkout.completed) and close() closes it (checkout.closed).
export const PADDLE_STAND_IN_JS = `(() => {
  const calls = (window.__paddleCalls = []);
  const record = (method, args) => calls.push({ method, args: JSON.parse(JSON.stringify(args ?? null)) });
  const behaviour = () => window.__paddleBehaviour || {};
  let eventCallback = null;
  let current = null;
  let serial = 0;
  // Paddle.js calls the eventCallback asynchronously, never inside the caller's stack.
  const emit = (event) => setTimeout(() => eventCallback && eventCallback(event), 0);
  const error = (type, code, detail) => ({
    name: 'checkout.error',
    type,
    code,
    detail,
    documentation_url: 'https://developer.paddle.com/errors/shared/' + code,
  });
  const checkoutData = (options, status) => {
    const total = 499;
    const totals = { subtotal: total, tax: 0, discount: 0, total, balance: 0, credit: 0 };
    return {
      id: 'che_standin' + String(serial).padStart(6, '0'),
      transaction_id: options.transactionId || 'txn_standin' + String(serial).padStart(6, '0'),
      status,
      custom_data: options.customData ?? null,
      currency_code: 'USD',
      customer: { id: (options.customer && options.customer.id) || 'ctm_standin_new', email: 'buyer@example.com', address: null, business: null },
      items: (options.items || [{ priceId: 'pri_from_transaction', quantity: 1 }]).map((item) => ({
        price_id: item.priceId,
        price_name: 'Monthly',
        product: { id: 'pro_premium', name: 'Countstream Premium' },
        quantity: item.quantity,
        billing_cycle: { interval: 'month', frequency: 1 },
        totals,
        recurring_totals: totals,
      })),
      totals,
      recurring_totals: totals,
      payment: { method_details: { type: status === 'completed' ? 'card' : 'none' } },
      settings: { display_mode: (options.settings && options.settings.displayMode) || 'overlay', theme: (options.settings && options.settings.theme) || 'light' },
      upsell: null,
    };
  };
  const paddle = {
    Initialized: false,
    Environment: { set: (environment) => record('Environment.set', environment) },
    Initialize: (options) => {
      if (paddle.Initialized) return;
      eventCallback = options && options.eventCallback;
      paddle.Initialized = true;
      record('Initialize', { token: options && options.token, eventCallback: typeof eventCallback });
    },
    Update: (options) => record('Update', options),
    Checkout: {
      open: (options) => {
        serial += 1;
        record('Checkout.open', options);
        if (!paddle.Initialized) return console.warn('[Paddle] Paddle.js is not initialized');
        const customer = options && options.customer && options.customer.id;
        if (!options || (!options.items && !options.transactionId)) {
          return emit(error('front-end_error', 'invalid_field', 'Pass items or a transactionId.'));
        }
        if (behaviour().failEveryOpen) {
          return emit(error('api_error', 'internal_error', 'stand-in: the checkout could not be created.'));
        }
        if (customer && (behaviour().unknownCustomers || []).includes(customer)) {
          return emit(error('api_error', 'not_found', 'Customer ' + customer + ' not found.'));
        }
        current = options;
        emit({ name: 'checkout.loaded', data: checkoutData(options, 'draft') });
      },
      close: () => {
        if (!current) return;
        const closed = current;
        current = null;
        emit({ name: 'checkout.closed', data: checkoutData(closed, 'draft') });
      },
    },
  };
  window.Paddle = paddle;
  window.PaddleBillingV1 = paddle;
  window.__paddleCustomer = {
    isOpen: () => current !== null,
    complete: () => {
      if (!current) throw new Error('stand-in: no checkout is open');
      emit({ name: 'checkout.completed', data: checkoutData(current, 'completed') });
    },
    close: () => paddle.Checkout.close(),
  };
})();`;
