import type { LiveSnapshot } from '@core/counter/live/run-state';
import { seedServerClock } from '@web/components/counter-display/server-clock';
import { useCallback, useRef } from 'react';

/** The design this display shows, and what to do when a snapshot names a newer one. */
export interface LiveDesign {
  version: number;
  onChange: (version: number) => void;
  /** The owner's plan as this display shows it (the watermark), and what to do when it changes. */
  ownerPremium?: boolean;
  onPlanChange?: (ownerPremium: boolean) => void;
}

/**
 * What every live display does with a snapshot before its own part (a run, a live count): designs
 * only move forward, and a newer one (or the counter's deletion) is announced once, so the owner's
 * edit shows on every open display without a reload; a change of the owner's plan (the watermark)
 * is announced; the server clock is seeded. Returns false for a snapshot of a deleted counter,
 * which carries nothing else to show.
 */
export function useDesignFollower(design: LiveDesign | undefined): (s: LiveSnapshot) => boolean {
  const knownDesign = useRef(design?.version ?? 0);
  const onDesign = useRef(design?.onChange);
  onDesign.current = design?.onChange;
  const knownPlan = useRef(design?.ownerPremium);
  const onPlan = useRef(design?.onPlanChange);
  onPlan.current = design?.onPlanChange;
  return useCallback((s: LiveSnapshot) => {
    if (s.removed || s.designVersion > knownDesign.current) {
      knownDesign.current = Math.max(knownDesign.current, s.designVersion);
      onDesign.current?.(s.designVersion);
    }
    if (s.removed) return false;
    if (typeof s.ownerPremium === 'boolean' && s.ownerPremium !== knownPlan.current) {
      knownPlan.current = s.ownerPremium;
      onPlan.current?.(s.ownerPremium);
    }
    seedServerClock(s.serverNow);
    return true;
  }, []);
}
