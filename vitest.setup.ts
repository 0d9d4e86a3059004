import { afterEach, beforeEach, vi } from 'vitest';

// House rule: a console.error during a test fails it, so hidden errors cannot pass quietly.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test: ${errors.map((a) => a.join(' ')).join('\n')}`);
  }
});
