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
 * For a check of each file against the test file beside it (x.ts: x.test.ts, `--measured`): the
 * files measured before whose source, or whose own test file, is no longer what was measured.
 */
export function staleBesideTests(report: MutationReport | undefined, now: AreaSources): string[] {
  if (!report) return [];
  const keptTests = (report.testFiles ?? {}) as Record<string, { source?: string }>;
  return Object.keys(now.sources)
    .sort()
    .filter((file) => {
      const kept = report.files[file];
      if (!kept) return false;
      const test = file.replace(/\.ts$/, '.test.ts');
      if (now.tests[test] === undefined) return false;
      const testChanged = keptTests[test] !== undefined && keptTests[test].source !== now.tests[test];
      return kept.source !== now.sources[file] || testChanged;
    });
}
