import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { PlatformApis } from '../platform-apis/end-connections';
import type { BackgroundTasks } from '../plugins/background-tasks';

/** What the account services need from the app; its own file so each service can name it. */
export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  loginLimit: number;
  log: FastifyBaseLogger;
  background: BackgroundTasks;
  adminEmail?: string;
  /** Where the tokens of connected channels are revoked when an account is taken over. */
  platforms: PlatformApis;
}
