// The viewer's layout classes (Tailwind picks them up from this file).
export const VIEWER_MAIN_CLASS = 'relative min-h-dvh';
/** Keeps the centred counter clear of the floating control dock. */
export const VIEWER_PAD_CLASS = '[--cs-pad-bottom:max(8.5rem,12dvh)]';
/** The frame is the viewport: nothing scrolls or is cut, the column is scaled to fit (fit-frame.ts). */
export const EMBED_MAIN_CLASS = 'flex h-dvh flex-col justify-center overflow-hidden';
export const EMBED_CONTENT_CLASS = 'cs-fit flex flex-col items-center gap-3 pb-4';
