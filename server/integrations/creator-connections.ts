import {
  type ConnectPlatform,
  type LiveSourcePlatform,
  PLATFORM_LABELS,
  connectPlatformOf as sourceConnectionOf,
} from '@core/live-sources/platforms';
import type { FastifyInstance } from 'fastify';
import type { CreatorConnections } from '../live-sources/creator-connections';
import { PlatformCallError } from '../live-sources/platform-reader';
import { findConnectionByAccount } from './connection-queries';
import { callWithCreatorToken, ReauthNeededError } from './creator-tokens';
import { CREATOR_TOKEN_CHECKS, type CreatorTokenCheck } from './integration-registry';

// Connections as live counts use them (live-sources/creator-connections.ts): a connected live
// source names an account, and its count is read with the token of the connection that holds it,
// through the same refresh and needs_reauth path as every other call made with a creator's token.

/**
 * `connectPlatformOf` is the core table's (SOURCE_CONNECTIONS); a test may name another, to try the
 * bridge on a connect platform that already has its stand-in.
 */
export function creatorConnections(
  app: FastifyInstance,
  connectPlatformOf: (platform: LiveSourcePlatform) => ConnectPlatform | null = sourceConnectionOf,
): CreatorConnections {
  const connectOf = (platform: LiveSourcePlatform): ConnectPlatform => {
    const connect = connectPlatformOf(platform);
    if (!connect) throw new Error(`${platform} is not read through connections`);
    return connect;
  };
  const checks = new Map<ConnectPlatform, CreatorTokenCheck>();
  const tokensOf = (connect: ConnectPlatform) => {
    let check = checks.get(connect);
    if (!check) {
      check = CREATOR_TOKEN_CHECKS[connect](app.config);
      checks.set(connect, check);
    }
    return check.tokens;
  };
  const lost = (platform: LiveSourcePlatform, accountId: string) =>
    new PlatformCallError(
      platform,
      'needs_reauth',
      `The ${PLATFORM_LABELS[platform]} account ${accountId} must be connected again by its owner.`,
    );

  return {
    async ownerOf(platform, accountId) {
      const found = await findConnectionByAccount(app.db, connectOf(platform), accountId);
      return found?.connection.userId ?? null;
    },
    async withToken(platform, accountId, call) {
      const connect = connectOf(platform);
      const found = await findConnectionByAccount(app.db, connect, accountId);
      if (!found) throw lost(platform, accountId);
      try {
        return await callWithCreatorToken(app, tokensOf(connect), found.connection, call);
      } catch (err) {
        if (err instanceof ReauthNeededError) throw lost(platform, accountId);
        throw err;
      }
    },
  };
}
