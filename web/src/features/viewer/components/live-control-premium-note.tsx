import { GlassBar } from '@web/components/counter-display/glass-button';

/**
 * In place of the controls, for the owner of a synced counter whose plan no longer drives it.
 * Part of the live chunk: only synced counters can show it, so plain viewers never load it.
 */
export function LiveControlPremiumNote() {
  return (
    <GlassBar className="px-4 py-3 text-sm">
      Live control is a Premium feature.
      <a href="/account" className="font-semibold underline">
        Upgrade to Premium
      </a>
    </GlassBar>
  );
}
