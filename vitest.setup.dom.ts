import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The `web` project's component tests (happy-dom): jest-dom's matchers, an unmounted screen and
// the real fetch back after each test (vitest.setup.ts, run first, keeps the console.error rule).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterEach(() => {
  // Drafts (a form kept across reloads) live in storage: each test starts without them.
  localStorage.clear();
  sessionStorage.clear();
});
