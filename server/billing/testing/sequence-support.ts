// A billing scenario for one user, played step by step with the state checked after each step.
import { expect } from 'vitest';
import { signUpProven, type TestApp } from '../../test/test-app';
import type { PaddleApiStandIn } from './paddle-api-stand-in';
import {
  type AdjustmentInput,
  adjustmentData,
  type SubscriptionInput,
  subscriptionData,
  type TransactionInput,
  transactionData,
} from './paddle-fixtures';
import { deliver, paddleEvent, readUser, signedCustom } from './test-support';

export interface SeenState {
  plan: string;
  source: string | null;
  billingProblem: boolean;
  premiumUntil: string | null;
  cancels: string[];
}

let users = 0;
export const minute = (n: number) => new Date(Date.UTC(2025, 0, 1, 12, n));

export async function startScenario(t: TestApp, paddle: PaddleApiStandIn) {
  users += 1;
  const u = await signUpProven(t);
  const customerId = `ctm_seq_${users}`;
  const custom = signedCustom(u.user.id);
  const state = async (): Promise<SeenState> => {
    const me = await t.request({ method: 'GET', url: '/api/user', cookie: u.cookie });
    const status = await t.request({ method: 'GET', url: '/api/billing/status', cookie: u.cookie });
    const row = await readUser(t, u.user.id);
    return {
      plan: me.json().subscriptionStatus,
      source: row.premiumSource,
      billingProblem: status.json().billingProblem,
      premiumUntil: status.json().premiumUntil,
      cancels: paddle.cancels(),
    };
  };
  const sub = (id: string, status: string, at: Date, over: Partial<SubscriptionInput> = {}) => {
    const input = { id, status, customerId, customData: custom, at, ...over };
    paddle.seedSubscription(input);
    return paddleEvent(
      `subscription.${status === 'active' ? 'updated' : status}`,
      at,
      subscriptionData(input),
    );
  };
  const created = (id: string, at: Date) => {
    const input = { id, status: 'active', customerId, customData: custom, at };
    paddle.seedSubscription(input);
    return paddleEvent('subscription.created', at, subscriptionData(input));
  };
  const paid = (id: string, subscriptionId: string, at: Date, over: Partial<TransactionInput> = {}) => {
    const input = {
      id,
      status: 'completed',
      customerId,
      subscriptionId,
      customData: custom,
      billedAt: at,
      ...over,
    };
    paddle.seedTransaction(input);
    return paddleEvent('transaction.completed', at, transactionData(input));
  };
  const adjustment = (type: string, at: Date, input: Omit<AdjustmentInput, 'customerId' | 'at'>) =>
    paddleEvent(type, at, adjustmentData({ ...input, customerId, at }));
  /** Delivers the event, then checks the outcome and the state the user and admins see. */
  const step = async (label: string, event: object, outcome: string, expected: Partial<SeenState>) => {
    const res = await deliver(t, event);
    expect(res.statusCode, label).toBe(200);
    expect(res.json().outcome, label).toBe(outcome);
    expect(await state(), label).toMatchObject(expected);
  };
  return {
    userId: u.user.id,
    email: u.email,
    cookie: u.cookie,
    customerId,
    custom,
    state,
    sub,
    created,
    paid,
    adjustment,
    step,
  };
}

export const FREE = { plan: 'free', source: null, billingProblem: false };
export const PAID = { plan: 'active', source: 'paddle', billingProblem: false };
