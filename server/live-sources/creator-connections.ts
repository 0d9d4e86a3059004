import type { LiveSourcePlatform } from '@core/live-sources/platforms';

// What live counts need from connections, on the platforms whose counts only the account's owner may
// read (SOURCE_CONNECTIONS, core/live-sources/platforms.ts). Connections live in a higher room
// (server/integrations/), so it is described here and the integrations room gives it to the
// service once the app is built (app.ts: app.liveSources.attachCreatorConnections).

export interface CreatorConnections {
  /** The user who connected the platform account `accountId`, or null when no one has. */
  ownerOf(platform: LiveSourcePlatform, accountId: string): Promise<string | null>;
  /**
   * Makes `call` with the access token of the connection that holds `accountId`: an expired token
   * is refreshed first, a token the platform refuses gets one refresh and one more try, and a
   * refused refresh marks the connection `needs_reauth` and tells its owner once. An account no
   * one connected, or whose owner must connect again, throws PlatformCallError `needs_reauth`
   * without a call. The token in clear goes to `call` and nowhere else.
   */
  withToken<T>(
    platform: LiveSourcePlatform,
    accountId: string,
    call: (accessToken: string) => Promise<T>,
  ): Promise<T>;
}
