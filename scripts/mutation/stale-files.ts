import type { MutationReport } from './scores';

// Which files of an area CI must mutate again (decision 025f). The kept report holds each mutated
// file's source and each covering test file's source as they were measured. A file needs a new run
// when its source is not the one measured (or it was never measured). When a test file the report
// holds has changed or is gone, every file of the area is run again: Stryker's incremental mode then
// re-tests just the mutants whose covering tests changed (it matches tests by file and name; the
// report's test ids are per run, so they cannot say which files a test covered). A test file the
// report does not hold covered none of the measured mutants: a new one can only kill more.

export interface AreaSources {
  /** Every source file the area mutates, with its current text. */
  sources: Record<string, string>;
  /** Every test file of the area as it is now; a missing entry is a deleted test file. */
  tests: Record<string, string>;
}

export function staleFiles(report: MutationReport | undefined, now: AreaSources): string[] {
  const all = Object.keys(now.sources).sort();
  if (!report) return all;
  const testsChanged = Object.entries(report.testFiles ?? {}).some(
    ([testFile, kept]) => now.tests[testFile] !== (kept as { source?: string }).source,
  );
  if (testsChanged) return all;
  return all.filter((file) => report.files[file]?.source !== now.sources[file]);
}

/** The report without files the area no longer has (deleted or moved), so they stop counting. */
export function withoutGoneFiles(report: MutationReport, sources: Record<string, string>): MutationReport {
  const files = Object.fromEntries(Object.entries(report.files).filter(([file]) => file in sources));
  return { ...report, files };
}

/**
 * CI's check (`--measured`, decision 025g): the files measured before whose source is no longer what
 * was measured, or whose own test file (x.ts: x.test.ts) changed, where a weakened test would lower
 * the score. Each is measured again with every test of the area that imports it, not only the one
 * beside it, so its new score is comparable with the kept one. A file never measured is not asked
 * for: measuring an area for the first time takes hours here, not a CI step.
 */
export function staleMeasuredFiles(report: MutationReport | undefined, now: AreaSources): string[] {
  if (!report) return [];
  const keptTests = (report.testFiles ?? {}) as Record<string, { source?: string }>;
  return Object.keys(now.sources)
    .sort()
    .filter((file) => {
      const kept = report.files[file];
      if (!kept) return false;
      if (kept.source !== now.sources[file]) return true;
      const test = file.replace(/\.ts$/, '.test.ts');
      return keptTests[test] !== undefined && keptTests[test].source !== now.tests[test];
    });
}
