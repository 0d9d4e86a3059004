import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@web/app/providers';
import { dismissToast } from '@web/components/ui/use-toast';
import { createQueryClient } from '@web/lib/query-client';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * Component tests (the `web` Vitest project, happy-dom): what the browser suite checked with routed
 * requests, without a browser. `renderApp` gives a screen the app's providers (a fresh query client,
 * the toast region) and a router at `path`; `stubApi` answers the screen's fetches.
 */

export type Answer = { status?: number; json?: unknown; body?: string };
export type ApiCall = { method: string; url: URL; body: unknown };
type Handler = (call: ApiCall) => Answer | Promise<Answer> | undefined;

/**
 * Replaces fetch: each request goes to the first handler that answers (`undefined` passes it on);
 * none answering is a failure of the test (404 with the route in the body). Returns the calls made.
 */
export function stubApi(...handlers: Handler[]): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body };
    calls.push(call);
    for (const handler of handlers) {
      const answer = await handler(call);
      if (answer === undefined) continue;
      const text = answer.body ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
      return new Response(text, {
        status: answer.status ?? 200,
        headers: answer.json === undefined ? {} : { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: `no stub for ${method} ${url.pathname}` }), {
      status: 404,
    });
  });
  return calls;
}

/** A handler for one method and path (a string is the exact pathname; a RegExp is tested on it). */
export function on(
  method: string,
  path: string | RegExp,
  answer: Answer | ((call: ApiCall) => Answer | Promise<Answer>),
): Handler {
  return (call) => {
    const matches = typeof path === 'string' ? call.url.pathname === path : path.test(call.url.pathname);
    if (call.method !== method || !matches) return undefined;
    return typeof answer === 'function' ? answer(call) : answer;
  };
}

/** A promise the test resolves when it has seen the state a held request shows. */
export function held(): { wait: Promise<void>; release: () => void } {
  let release = () => {};
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

export function renderApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  dismissToast();
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const result = render(
    <AppProviders client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return { ...result, user, location };
}
