import { CONNECT_PLATFORM_NAMES, type ConnectPlatform } from '@core/live-sources/platforms';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { reconnectPlatformMail } from '../mail/templates';

/**
 * A creator's connection became `needs_reauth` (the platform refused their token and its refresh;
 * integrations/creator-tokens.ts). Called once per change, by the caller whose update made it, so
 * the owner gets one e-mail however many polls meet the refusal. The mail goes off the caller's
 * path; a failure to send is logged (the banner on the dashboard and the form still says it).
 */
export async function connectionNeedsReauth(
  app: FastifyInstance,
  connection: { userId: string; platform: ConnectPlatform; name: string },
): Promise<void> {
  const platform = CONNECT_PLATFORM_NAMES[connection.platform];
  app.log.warn({ userId: connection.userId, platform: connection.platform }, 'connection needs reauth');
  app.background.run('reconnect mail', async () => {
    const [owner] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, connection.userId));
    if (!owner) return;
    await app.mailer.send(
      reconnectPlatformMail(owner.email, platform, connection.name, `${app.config.appUrl}/dashboard`),
    );
  });
}
