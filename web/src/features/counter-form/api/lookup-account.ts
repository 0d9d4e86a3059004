import type { AccountPreview } from '@core/api/live-sources';
import type { LiveSourcePlatform } from '@core/live-sources/platforms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

// GET /api/live-sources/lookup: the account a creator pasted, as its platform has it now (the
// Live count section's preview). 400 { message }: not an account, or a platform this server cannot
// read; 503 { message }: the platform cannot be asked now. Both messages are shown as they are.

const LOOKUP_PATH = '/api/live-sources/lookup';

export function lookupAccount(platform: LiveSourcePlatform, account: string): Promise<AccountPreview> {
  const query = new URLSearchParams({ platform, account });
  return api.get<AccountPreview>(`${LOOKUP_PATH}?${query}`);
}

export const lookupAccountQueryOptions = (platform: LiveSourcePlatform, account: string) =>
  queryOptions({
    queryKey: [LOOKUP_PATH, platform, account] as const,
    queryFn: () => lookupAccount(platform, account),
    // A minute of reuse: going back to an account already looked up costs no call (30 a minute each).
    staleTime: 60_000,
  });

/** The preview of one pasted account; `enabled` once the text reads as an account of the platform. */
export function useAccountLookup(
  platform: LiveSourcePlatform,
  account: string,
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...lookupAccountQueryOptions(platform, account), enabled });
}
