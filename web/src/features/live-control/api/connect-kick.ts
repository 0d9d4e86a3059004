import { KICK_ERROR_PARAM, KICK_RESULT_PARAM } from '@core/api/kick';
import type { ConnectParams } from './connect-result';

/**
 * GET /api/integrations/kick/connect is a page navigation: the server answers with a redirect to
 * Kick (OAuth 2.1 with PKCE), which comes back to `returnTo` with ?kick=connected or ?kick=error.
 */
export function kickConnectUrl(returnTo: string): string {
  return `/api/integrations/kick/connect?${new URLSearchParams({ returnTo })}`;
}

export const KICK_CONNECT_PARAMS: ConnectParams = { result: KICK_RESULT_PARAM, error: KICK_ERROR_PARAM };
