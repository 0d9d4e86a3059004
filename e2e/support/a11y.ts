import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe-core's own bundle, evaluated in the page: Runtime.evaluate is not subject to the app's CSP
// (no inline scripts), so the page under test needs no exception to be checked.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One line per element: what is wrong, where, and axe's summary of how to fix it. */
export function describeViolations(violations: readonly Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.impact} ${v.id} (${v.help}) at ${n.target.map(String).join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`,
    ),
  );
}

/**
 * Runs axe (every rule of WCAG 2.x A/AA and axe's best practices) on what the page shows now, and
 * fails on a serious or critical violation, listing each with its element. It first waits for
 * transitions to end (a dialog fading in would be measured half transparent); endless
 * animations, such as a running counter, are measured as they are.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label = page.url(),
  { soft = false }: { soft?: boolean } = {},
): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // soft: the test goes on to its next page and fails at its end, with every page's violations.
  (soft ? expect.soft : expect)(describeViolations(serious), `accessibility of ${label}`).toEqual([]);
}
