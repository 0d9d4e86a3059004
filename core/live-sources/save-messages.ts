import { type LiveSourcePlatform, PLATFORM_LABELS } from './platforms';

// The words a save of a counter's followed accounts is refused with (400): the server's
// live-source-service.ts says them, and the counter form shows each beside the account it names.

export const notConfiguredMessage = (platform: LiveSourcePlatform) =>
  `Counts from ${PLATFORM_LABELS[platform]} are not available on this server.`;

export const notFoundMessage = (platform: LiveSourcePlatform, account: string) =>
  `${PLATFORM_LABELS[platform]} has no account "${account}".`;

/** A connected platform's account that is not one of the counter's owner's own connections. */
export const notConnectedMessage = (platform: LiveSourcePlatform, account: string) =>
  `"${account}" is not one of your connected ${PLATFORM_LABELS[platform]} accounts. Connect it, then pick it.`;

/**
 * The rows (indexes into the saved accounts) a refusal names: the account the platform does not
 * know, or every account on a platform this server cannot read. Empty when it names none.
 */
export function rowsNamedBy(
  message: string,
  sources: readonly { platform: LiveSourcePlatform; account: string }[],
): number[] {
  const rows: number[] = [];
  sources.forEach((source, i) => {
    const account = source.account.trim();
    if (
      message === notFoundMessage(source.platform, account) ||
      message === notConnectedMessage(source.platform, account) ||
      message === notConfiguredMessage(source.platform)
    )
      rows.push(i);
  });
  // The same account pasted twice: the message is about both, but saying it once is enough.
  const namesOneAccount = message.includes('has no account') || message.includes('is not one of your');
  return namesOneAccount ? rows.slice(0, 1) : rows;
}
