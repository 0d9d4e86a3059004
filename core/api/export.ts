import { z } from 'zod';
import { counterBodySchema } from '../counter/settings';

// A counter's settings as a file (the export screen's "Settings JSON") and the body of
// POST /api/counters/import, which takes such a file as it is.
export const SETTINGS_FILE_VERSION = 1;

export const counterImportSchema = counterBodySchema.extend({
  exportedAt: z.string().max(64).optional(),
  version: z
    .literal(SETTINGS_FILE_VERSION, { error: 'This file was made by a newer version of Countstream' })
    .optional(),
});
export type CounterImport = z.infer<typeof counterImportSchema>;

export interface SettingsFile {
  name: string;
  settings: Record<string, unknown>;
  exportedAt: string;
  version: typeof SETTINGS_FILE_VERSION;
}

export const IMPORT_PREMIUM_MESSAGE =
  'Importing counters is a premium feature. Upgrade to Premium to import counters from a settings file.';
