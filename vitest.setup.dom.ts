import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor give up after 5 s instead of Testing Library's 1 s: npm test runs these beside
// the browser suite, and on a loaded two-core machine a debounced look-up, its answer and the render
// after it took past a second (the Live count section's 503 message did). A screen that never shows
// what is awaited still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });

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
