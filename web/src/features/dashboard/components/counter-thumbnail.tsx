import { Timer } from 'lucide-react';
import { useState } from 'react';

type Props = { id: string; name: string; version: string };

/**
 * The counter as it looks now: the server's still image of it (the e-mail image's PNG, painted from
 * the saved design and, for a live count, its current value). `preview=1` keeps these out of the
 * e-mail open counts; `v` changes when the design is saved, or each minute while it moves, so the
 * browser asks again. A still kept by the server costs no render.
 */
export function CounterThumbnail({ id, name, version }: Props) {
  const [failed, setFailed] = useState(false);
  const src = `/counter/${encodeURIComponent(id)}/image.png?w=400&preview=1&v=${encodeURIComponent(version)}`;
  return (
    <div className="relative grid aspect-[2/1] place-items-center overflow-hidden bg-slate-900">
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
          className="size-full object-contain"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
