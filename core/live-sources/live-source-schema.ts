import { z } from 'zod';
import { parseAccount } from './account-parsers';
import { LIVE_SOURCE_PLATFORMS, PLATFORM_CHOICE_MESSAGE } from './platforms';

// A number counter may follow live counts (settings.liveSources): 1 to 8 accounts on the platforms
// of platforms.ts, whose counts are summed. `account` is what the creator pasted; each platform's
// parser says whether it can be one of its accounts. Whether the account exists is the server's
// check when the counter is saved.

export const MAX_LIVE_SOURCES = 8;
export const ACCOUNT_INPUT_MAX = 300;

export const liveSourceSchema = z
  .strictObject({
    platform: z.enum(LIVE_SOURCE_PLATFORMS, { error: PLATFORM_CHOICE_MESSAGE }),
    account: z
      .string({ error: 'Enter the account to follow.' })
      .trim()
      .min(1, { error: 'Enter the account to follow.' })
      .max(ACCOUNT_INPUT_MAX, { error: 'That account is too long.' }),
  })
  .superRefine((s, ctx) => {
    // An empty or overlong account already has its message.
    if (!s.account || s.account.length > ACCOUNT_INPUT_MAX) return;
    const parsed = parseAccount(s.platform, s.account);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message, path: ['account'] });
  });
export type LiveSource = z.infer<typeof liveSourceSchema>;

export const liveSourcesSchema = z
  .array(liveSourceSchema)
  .min(1, { error: 'Add an account to follow, or turn Live count off.' })
  .max(MAX_LIVE_SOURCES, { error: `A counter can follow at most ${MAX_LIVE_SOURCES} accounts.` });
