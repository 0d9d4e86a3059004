import { partsToNaiveUtcMs } from './local-date-time';
import { instantToZonedParts } from './time-zone';

// A zone's offset on its own, apart from the picker's list of zones (zone-choices.ts): the viewer's
// "your time" line needs only this, and a number counter's page should not carry the list.

/** Wall clock minus UTC in `timeZone` at `ms`, in whole minutes. */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return Math.round((partsToNaiveUtcMs(instantToZonedParts(wholeSecond, timeZone)) - wholeSecond) / 60_000);
}
