import { and, eq, isNotNull, not, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { platformConnections } from '../db/schema';
import { SEALED_PREFIX, type TokenSeal, TokenSealError } from './token-seal';

// The start-up pass over the stored platform tokens: a token stored in clear (by a release before
// sealing) and one sealed with a previous key are sealed with the current key. Idempotent: a
// second start finds nothing to do. Each row is rewritten only if it still holds what was read, so
// an instance refreshing a token at the same moment, or a second instance starting, loses nothing.

/** Seals again every stored token not sealed with the current key; answers how many rows changed. */
export async function sealStoredTokens(db: Database, seal: TokenSeal): Promise<number> {
  const current = `${SEALED_PREFIX}${seal.keyId}:%`;
  const c = platformConnections;
  const rows = await db
    .select({
      userId: c.userId,
      platform: c.platform,
      accessToken: c.accessToken,
      refreshToken: c.refreshToken,
    })
    .from(c)
    .where(
      or(
        not(sql`${c.accessToken} like ${current}`),
        and(isNotNull(c.refreshToken), not(sql`${c.refreshToken} like ${current}`)),
      ),
    );
  let changed = 0;
  for (const row of rows) {
    let accessToken: string;
    let refreshToken: string | null;
    try {
      accessToken = seal.open(row.accessToken);
      refreshToken = row.refreshToken === null ? null : seal.open(row.refreshToken);
    } catch (err) {
      if (!(err instanceof TokenSealError)) throw err;
      throw new TokenSealError(
        `${err.message} Set TOKEN_KEY_PREVIOUS to the key it was sealed with (the key TOKEN_KEY was before), ` +
          'and start again; docs/configuration.md says what to do if that key is lost.',
      );
    }
    const written = await db
      .update(c)
      .set({
        accessToken: seal.seal(accessToken),
        refreshToken: refreshToken === null ? null : seal.seal(refreshToken),
      })
      .where(
        and(
          eq(c.userId, row.userId),
          eq(c.platform, row.platform),
          eq(c.accessToken, row.accessToken),
          row.refreshToken === null ? sql`${c.refreshToken} is null` : eq(c.refreshToken, row.refreshToken),
        ),
      )
      .returning({ userId: c.userId });
    changed += written.length;
  }
  return changed;
}
