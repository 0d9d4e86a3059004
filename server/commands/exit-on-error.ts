import { AppError } from '@core/errors/app-error';
import { ConfigError } from '../config';

/** A refusal or failure of an operator command that its one-line message explains. */
export class CommandError extends Error {}

/** Runs an operator command: a refusal we expect (bad config, a domain error) is one line and exit 1. */
export function runOperatorCommand(run: () => Promise<void>): void {
  run().catch((err) => {
    if (err instanceof AppError || err instanceof ConfigError || err instanceof CommandError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  });
}
