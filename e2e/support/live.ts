import { createFormDefaults } from '@core/counter/settings-defaults';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

// Shared by the live counter specs: a synced counter made through the API, and the run as the
// server keeps it (what every display follows).

export const digits = (page: Page) => page.getByTestId('counter-digits');

/** A synced counter of the signed-in user of `request`, with `patch` over the form defaults. */
export async function createSyncedCounter(
  request: APIRequestContext,
  baseURL: string,
  patch: Record<string, unknown> = {},
  name = 'Live e2e',
): Promise<string> {
  const settings = { ...createFormDefaults(new Date(), 'UTC'), synced: true, ...patch };
  const res = await request.post('/api/counters', { data: { name, settings }, headers: { origin: baseURL } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function serverStatus(request: APIRequestContext, id: string): Promise<string> {
  const res = await request.get(`/api/counters/${id}/live`);
  return ((await res.json()) as { run: { status: string } }).run.status;
}
