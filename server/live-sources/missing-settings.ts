import type { Config } from '../config';

/**
 * A platform's `missingSetting`: the named settings this configuration lacks, as the admin's
 * Platform Health and the save check write them ("A and B"), or null when all are set.
 */
export function missingSettings(...names: (keyof Config)[]): (config: Config) => string | null {
  return (config) => {
    const missing = names.filter((name) => !config[name]);
    return missing.length ? missing.join(' and ') : null;
  };
}
