import { createFormDefaults } from '@core/counter/settings-defaults';
import { type APIRequestContext, expect } from '@playwright/test';

// Counters following live counts, against the e2e server's loopback Bluesky (support/serve.ts
// starts it and takes its accounts through the control port; readFollowedAccountsNow moves the
// server on to its next read of them).

async function control(path: string, body: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_CONTROL_PORT}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
}

export interface StandInAccount {
  did: string;
  handle: string;
  displayName: string;
}

let seq = 0;

/** A Bluesky account of its own for one test, with `followers` followers. */
export async function seedBlueskyAccount(
  followers: number,
  displayName = 'E2E Stream',
): Promise<StandInAccount> {
  seq += 1;
  const token = `${Date.now().toString(36)}${process.pid}${seq}`;
  const account = { did: `did:plc:e2e${token}`, handle: `e2e-${token}.bsky.social`, displayName };
  await control('/bluesky/seed', { ...account, followers });
  return account;
}

/** The account gains or loses followers: open displays show it after the server's next read. */
export async function setBlueskyFollowers(account: StandInAccount, followers: number): Promise<void> {
  await control('/bluesky/followers', { did: account.did, followers });
}

/**
 * The server's next read of followed Bluesky accounts, now: its live-count clock moves on by the
 * reader's floor (a minute) and the due accounts are read. A spec that waited instead spent a minute.
 * The clock moves for the whole test server, so other specs' reads only come sooner.
 */
export async function readFollowedAccountsNow(): Promise<void> {
  await control('/live-sources/next-read', { seconds: 60 });
}

/** A number counter of the signed-in user of `request` following `account`; its id. */
export async function createLiveCountCounter(
  request: APIRequestContext,
  baseURL: string,
  account: StandInAccount,
  patch: Record<string, unknown> = {},
): Promise<string> {
  const settings = {
    ...createFormDefaults(new Date(), 'UTC'),
    countdownType: 'number',
    liveSources: [{ platform: 'bluesky', account: account.handle }],
    ...patch,
  };
  const res = await request.post('/api/counters', {
    data: { name: 'Live count e2e', settings },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
