import { cn } from '@web/lib/cn';
import { Timer } from 'lucide-react';
import { useState } from 'react';

type Props = { id: string; name: string; version: string };

/**
 * The counter as it looks now: the server's still image of it (the e-mail image's PNG, painted from
 * the saved design and, for a live count, its current value), at the run's first frame (`first=1`):
 * a number counter as a visitor opening it sees it, not at its end. `preview=1` keeps these out of the
 * e-mail open counts; `v` changes when the design is saved, or each minute while it moves, so the
 * browser asks again. A still kept by the server costs no render.
 */
export function CounterThumbnail({ id, name, version }: Props) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const src = `/counter/${encodeURIComponent(id)}/image.png?w=400&first=1&preview=1&v=${encodeURIComponent(version)}`;
  return (
    // Held at 2:1 until the still arrives, then as tall as the design is: no letterbox bars.
    <div
      className={cn(
        'relative grid place-items-center overflow-hidden bg-slate-900',
        (!loaded || failed) && 'aspect-[2/1]',
      )}
    >
      {failed ? (
        <Timer className="size-10 text-white/40" aria-hidden />
      ) : (
        <img
          key={src}
          src={src}
          alt={`Preview of ${name}`}
          loading="lazy"
          decoding="async"
          data-testid="counter-thumbnail"
          className={cn('block w-full', loaded ? 'h-auto' : 'h-full object-contain')}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
