import { AppError } from '@core/errors/app-error';
import { ConfigError } from '../config';

/** Runs an operator command: a refusal we expect (bad config, a domain error) is one line and exit 1. */
export function runOperatorCommand(run: () => Promise<void>): void {
  run().catch((err) => {
    if (err instanceof AppError || err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  });
}
