import { useEffect, useRef, useState } from 'react';

export interface SourceSize {
  width: number;
  height: number;
}

/** The sizes a streamer picks from, after the one the server suggests for this design. */
export const SOURCE_PRESETS = [
  { id: 'lower-third', label: 'Lower third', width: 1200, height: 360 },
  { id: 'corner', label: 'Corner', width: 400, height: 150 },
  { id: 'full-screen', label: 'Full screen', width: 1920, height: 1080 },
  { id: 'square', label: 'Square', width: 600, height: 600 },
] as const;

// The preview is at most this tall in the dialog; wider than the dialog, it is scaled down too.
const MAX_PREVIEW_HEIGHT = 260;

/**
 * The browser source itself, live, at the chosen size: an iframe of exactly width × height (what OBS
 * gives the page), drawn smaller when it does not fit the dialog, over a stream-like backdrop so a
 * transparent source shows what it covers.
 */
export function SourceSizePreview({ url, size }: { url: string; size: SourceSize }) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setRoom(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const scale = room > 0 ? Math.min(1, room / size.width, MAX_PREVIEW_HEIGHT / size.height) : 0;
  return (
    <div ref={box} className="w-full">
      <div
        className="relative mx-auto overflow-hidden rounded-lg bg-[linear-gradient(135deg,#0f172a,#334155_55%,#1e293b)] ring-1 ring-slate-900/20"
        style={{ width: size.width * scale, height: size.height * scale }}
        data-testid="source-preview"
      >
        {scale > 0 && (
          <iframe
            // A new frame per size: OBS loads the page at the source's size, and so does the preview.
            key={`${size.width}x${size.height}`}
            src={url}
            title={`Preview at ${size.width} × ${size.height}`}
            width={size.width}
            height={size.height}
            className="absolute top-0 left-0 origin-top-left border-0"
            style={{ transform: `scale(${scale})` }}
            tabIndex={-1}
          />
        )}
      </div>
    </div>
  );
}
