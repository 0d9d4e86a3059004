import type { EndAction } from '../counter/schedule/timing-schema';

/**
 * The end action the public counter carries out. A redirect stored while its owner was Premium
 * (or before it was a Premium setting) stays in the settings, but an owner without Premium gets
 * the plain end: the completion message.
 */
export function viewerEndAction(
  endAction: EndAction | undefined,
  ownerPremium: boolean,
): EndAction | undefined {
  return endAction === 'redirect' && !ownerPremium ? 'message' : endAction;
}
