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
