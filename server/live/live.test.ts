import type { LiveSnapshot } from '@core/counter/live/run-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PREMIUM_MESSAGE } from '../counters/counter-service';
import { createTestApp, signUp, type TestApp } from '../test/test-app';
import { createSyncedCounter, listenOnLoopback, premiumUser } from './testing/live-test-support';
import { openSse } from './testing/sse-client';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listenOnLoopback(t);
});
afterAll(async () => {
  await t?.close();
});

const control = (id: string, cookie: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: `/api/counters/${id}/control`, cookie, payload: payload as object });

describe('GET /api/counters/:id/live', () => {
  it('answers an idle run for a counter that never ran, publicly, and 404 for unknown ids', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const res = await t.request({ method: 'GET', url: `/api/counters/${id}/live` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as LiveSnapshot;
    expect(body.run).toMatchObject({ status: 'idle', version: 0, addedMs: 0, value: null });
    expect(Math.abs(body.serverNow - Date.now())).toBeLessThan(5000);
    expect((await t.request({ method: 'GET', url: '/api/counters/nope-nope-nope/live' })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: '/api/counters/../live' })).statusCode).toBe(404);
  });
});

describe('POST /api/counters/:id/control', () => {
  it('runs every action for a number counter, bounded by the range', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, { speed: 5000 });
    let res = await control(id, p.cookie, { action: 'start' });
    expect(res.statusCode).toBe(200);
    expect(res.json().run).toMatchObject({ status: 'running', value: 0, version: 1 });
    res = await control(id, p.cookie, { action: 'pause' });
    expect(res.json().run.status).toBe('paused');
    res = await control(id, p.cookie, { action: 'set-value', value: 50 });
    expect(res.json().run).toMatchObject({ status: 'paused', value: 50 });
    res = await control(id, p.cookie, { action: 'increment', by: 10 });
    expect(res.json().run.value).toBe(60);
    res = await control(id, p.cookie, { action: 'set-value', value: 1_000_000 });
    expect(res.json().run.value).toBe(100); // never past the end
    res = await control(id, p.cookie, { action: 'increment', by: -500 });
    expect(res.json().run.value).toBe(0);
    res = await control(id, p.cookie, { action: 'resume' });
    expect(res.json().run.status).toBe('running');
    res = await control(id, p.cookie, { action: 'reset' });
    expect(res.json().run).toMatchObject({ status: 'idle', value: null });
    const live = await t.request({ method: 'GET', url: `/api/counters/${id}/live` });
    expect(live.json().run).toEqual(res.json().run);
  });

  it('adds and removes time on a countdown, never below zero remaining', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie, { countdownType: 'datetime' });
    await control(id, p.cookie, { action: 'start' });
    let res = await control(id, p.cookie, { action: 'add-time', ms: 60_000 });
    expect(res.json().run.addedMs).toBe(60_000);
    res = await control(id, p.cookie, { action: 'add-time', ms: -10 * 86_400_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().run.status).toBe('completed');
    // The end is about a day ahead (to the minute): removing ten days stops at zero, about −1 day.
    expect(res.json().run.addedMs).toBeGreaterThan(-86_400_000 - 5000);
    expect(res.json().run.addedMs).toBeLessThan(-86_400_000 + 65_000);
  });

  it('refuses bad bodies and actions of the wrong counter type with 400', async () => {
    const p = await premiumUser(t);
    const num = await createSyncedCounter(t, p.cookie);
    const date = await createSyncedCounter(t, p.cookie, { countdownType: 'datetime' });
    for (const body of [
      { action: 'explode' },
      { action: 'set-value', value: 1.5 },
      { action: 'set-value', value: -2e15 },
      { action: 'set-value', value: 'ten' },
      { action: 'add-time', ms: 1.5 },
      { action: 'add-time', ms: 400 * 86_400_000 },
      { action: 'start', extra: true },
      {},
    ]) {
      const res = await control(num, p.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await control(num, p.cookie, { action: 'add-time', ms: 1000 })).json().message).toMatch(
      /date and time countdowns/,
    );
    expect((await control(date, p.cookie, { action: 'set-value', value: 3 })).statusCode).toBe(400);
  });

  it('is for the owner only (401 visitors, 404 others) and Premium only (403 Free)', async () => {
    const owner = await premiumUser(t);
    const id = await createSyncedCounter(t, owner.cookie);
    expect((await control(id, undefined, { action: 'start' })).statusCode).toBe(401);
    const stranger = await premiumUser(t);
    expect((await control(id, stranger.cookie, { action: 'start' })).statusCode).toBe(404);
    const free = await signUp(t);
    const freeId = await createSyncedCounter(t, free.cookie);
    const res = await control(freeId, free.cookie, { action: 'start' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CONTROL_PREMIUM_MESSAGE);
    expect(res.json().message).toContain('premium feature');
  });

  it('refuses control calls from another site (Origin check)', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const res = await t.request({
      method: 'POST',
      url: `/api/counters/${id}/control`,
      cookie: p.cookie,
      headers: { origin: 'https://evil.example' },
      payload: { action: 'start' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/counters/:id/events (Server-Sent Events)', () => {
  it('sends the current state on connect, then each change, and stops watching on close', async () => {
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const sse = await openSse(`${baseUrl}/api/counters/${id}/events`);
    expect(sse.status).toBe(200);
    const first = await sse.next();
    expect(first.event).toBe('run');
    expect(JSON.parse(first.data).run.status).toBe('idle');
    const before = t.app.liveBus.subscriberCount;
    expect(before).toBeGreaterThanOrEqual(1);
    await control(id, p.cookie, { action: 'start' });
    const second = await sse.next();
    expect(JSON.parse(second.data).run).toMatchObject({ status: 'running', version: 1 });
    expect(second.id).toBe('1');
    await control(id, p.cookie, { action: 'pause' });
    expect(JSON.parse((await sse.next()).data).run.status).toBe('paused');
    sse.close();
    await expect.poll(() => t.app.liveBus.subscriberCount).toBe(before - 1);
  });

  it('answers 404 as JSON for unknown counters, and the state as JSON to non-SSE clients', async () => {
    const res = await fetch(`${baseUrl}/api/counters/nope-nope-nope/events`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Counter not found' });
    const p = await premiumUser(t);
    const id = await createSyncedCounter(t, p.cookie);
    const plain = await t.request({ method: 'GET', url: `/api/counters/${id}/events` });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().run.status).toBe('idle');
  });
});
