import { isPremium } from '@core/plan/plan-rules';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/toast';
import { currentUserQueryOptions } from '@web/lib/auth/use-current-user';
import { useSyncExternalStore } from 'react';
import { BILLING_STATUS_QUERY_KEY } from '../api/get-billing-status';
import { notifyWhenActive } from '../api/notify-when-active';

// After Paddle.js reports checkout.completed, Premium arrives with Paddle's webhook, usually within
// seconds, sometimes minutes later. The page says what is happening all along: 'confirming' while
// it polls, 'delayed' once it stops waiting (the server then mails the user when the webhook lands).
// One store for the page, so every upgrade button and the dashboard show the same state and only
// one poll runs.
export type ConfirmationPhase = 'idle' | 'confirming' | 'delayed';

export const CONFIRM_WAIT_MS = 60_000;
const POLL_INTERVAL_MS = 2_000;
// After the wait the page still looks now and then, so a late webhook shows without a reload.
const SLOW_POLL_INTERVAL_MS = 15_000;

let phase: ConfirmationPhase = 'idle';
let run = 0;
const subscribers = new Set<() => void>();

function setPhase(next: ConfirmationPhase) {
  phase = next;
  for (const notify of subscribers) notify();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A failed read is a reason to look again, not to stop; a signed-out page has nothing to wait for.
async function readPlan(queryClient: QueryClient): Promise<'premium' | 'waiting' | 'signed-out'> {
  try {
    const user = await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
    if (!user) return 'signed-out';
    return isPremium(user) ? 'premium' : 'waiting';
  } catch {
    return 'waiting';
  }
}

async function pollForPremium(queryClient: QueryClient, id: number) {
  // Date.now, not a count of polls: slow answers must not stretch the promised 60 s.
  const started = Date.now();
  while (run === id) {
    const plan = await readPlan(queryClient);
    if (run !== id) return;
    if (plan === 'signed-out') return setPhase('idle');
    if (plan === 'premium') {
      setPhase('idle');
      void queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY });
      toast({
        title: 'Premium is active',
        description: 'Thank you! Unlimited counters, embeds and gradients are unlocked.',
        variant: 'success',
      });
      return;
    }
    if (phase === 'confirming' && Date.now() - started >= CONFIRM_WAIT_MS) {
      setPhase('delayed');
      // The promise of an e-mail is kept by the server; a failure here is only logged.
      notifyWhenActive().catch((error: unknown) =>
        console.error('Could not ask for the Premium e-mail', error),
      );
    }
    await sleep(phase === 'delayed' ? SLOW_POLL_INTERVAL_MS : POLL_INTERVAL_MS);
  }
}

/** Starts (or restarts) waiting for Premium after Paddle.js reported checkout.completed. */
export function startPaymentConfirmation(queryClient: QueryClient) {
  run += 1;
  setPhase('confirming');
  void pollForPremium(queryClient, run);
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

export function usePaymentConfirmation(): ConfirmationPhase {
  return useSyncExternalStore(subscribe, () => phase);
}
