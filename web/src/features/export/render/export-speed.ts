// What the studio says about how long a video export takes, and the measurement that backs it:
// bench/export.ts exports a 1920×1080 30 fps clip in headless Chromium and fails when the export
// takes longer than maxRealtimeX times the clip's length, so the words cannot drift from the figure.
export const EXPORT_SPEED = {
  claim: 'PLACEHOLDER',
  maxRealtimeX: 1.5,
} as const;
