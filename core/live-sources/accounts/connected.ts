import {
  type LiveSourcePlatform,
  type ParseAccountResult,
  PLATFORM_LABELS,
} from '@core/live-sources/platforms';

// An account on a platform whose counts only its owner may read (SOURCE_CONNECTIONS): nothing is
// pasted, the creator picks one of the accounts they connected, and the form sends its id as the
// platform gave it when they connected. Ids on these platforms are numbers or short opaque tokens;
// anything else was typed by hand or by a script, and the picker is the only way to name one.

const CONNECTED_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export const pickConnectedMessage = (platform: LiveSourcePlatform) =>
  `Pick one of your connected ${PLATFORM_LABELS[platform]} accounts.`;

/** The parser of a connected platform's accounts: an id, kept as given. */
export function connectedAccountParser(platform: LiveSourcePlatform) {
  return (input: string): ParseAccountResult => {
    const value = input.trim();
    return CONNECTED_ID.test(value)
      ? { ok: true, account: { kind: 'id', value } }
      : { ok: false, message: pickConnectedMessage(platform) };
  };
}
