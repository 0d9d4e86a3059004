import type { CounterDetail } from '@core/api/counters';
import {
  type CounterImport,
  counterImportSchema,
  SETTINGS_FILE_VERSION,
  type SettingsFile,
} from '@core/api/export';

// The settings JSON a creator downloads, and the browser-side check of a file before it is sent
// to POST /api/counters/import (the server checks again with the same schema).
export function buildSettingsFile(
  counter: Pick<CounterDetail, 'name' | 'settings'>,
  now: Date,
): SettingsFile {
  return {
    name: counter.name,
    settings: counter.settings,
    exportedAt: now.toISOString(),
    version: SETTINGS_FILE_VERSION,
  };
}

export type ParsedFile = { ok: true; body: CounterImport } | { ok: false; message: string };

const MAX_FILE_BYTES = 100 * 1024;

export function parseSettingsFile(text: string): ParsedFile {
  if (text.length > MAX_FILE_BYTES) {
    return { ok: false, message: 'This file is too large to be a Countstream settings file (limit 100 KB).' };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {
      ok: false,
      message: 'This file is not valid JSON. Choose a settings file exported from Countstream.',
    };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('settings' in data)) {
    return {
      ok: false,
      message: 'This JSON is not a Countstream settings file: it has no counter settings.',
    };
  }
  const parsed = counterImportSchema.safeParse(data);
  if (parsed.success) return { ok: true, body: parsed.data };
  // A failed parse always has an issue; the first is the one the creator can fix first.
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return { ok: false, message: `This settings file can't be imported. ${where}${issue.message}.` };
}
