import type { Frame, Page } from '@playwright/test';

/**
 * Resolves once a page (or frame) has rendered twice after what the test already did. Keyboard
 * and mouse input is handled synchronously when Playwright's press or click resolves; React
 * commits what a handler changed, and runs its effects, before the next frame is drawn; a
 * ResizeObserver reports within the frame that laid out the change. So after two frames anything
 * the input (or a resize) was going to start has started: a test that checks that nothing
 * happened checks it then, instead of after a fixed sleep.
 */
export async function afterTwoFrames(target: Page | Frame): Promise<void> {
  await target.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
