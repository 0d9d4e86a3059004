import { useEffect, useRef } from 'react';

const COLORS = ['#833ab4', '#fd1d1d', '#fcb045', '#22d3ee', '#a3e635', '#ffffff'];
const PIECES = 22;

// A small CSS-free confetti pop for the milestone sample: each piece flies out and falls.
// Changing `burstKey` fires it again; nothing runs when `enabled` is false (reduced motion).
export function ConfettiBurst({ burstKey, enabled }: { burstKey: number; enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: burstKey is the trigger
  useEffect(() => {
    if (!enabled || !ref.current) return;
    const pieces = Array.from(ref.current.children) as HTMLElement[];
    const animations = pieces.map((piece, i) => {
      const angle = (i / PIECES) * Math.PI * 2 + Math.random() * 0.4;
      const distance = 70 + Math.random() * 70;
      const dx = Math.cos(angle) * distance;
      const dy = Math.sin(angle) * distance * 0.7 - 30;
      return piece.animate?.(
        [
          { transform: 'translate(0, 0) rotate(0deg) scale(0.6)', opacity: 1 },
          { transform: `translate(${dx}px, ${dy}px) rotate(${Math.random() * 360}deg) scale(1)`, opacity: 1 },
          {
            transform: `translate(${dx * 1.1}px, ${dy + 90}px) rotate(${Math.random() * 720}deg)`,
            opacity: 0,
          },
        ],
        { duration: 1600 + Math.random() * 500, easing: 'cubic-bezier(0.2, 0.8, 0.3, 1)', fill: 'forwards' },
      );
    });
    return () => {
      for (const a of animations) a?.cancel();
    };
  }, [burstKey, enabled]);
  if (!enabled) return null;
  return (
    <div ref={ref} aria-hidden className="pointer-events-none absolute top-1/2 left-1/2">
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          key={i}
          className="absolute block h-2.5 w-1.5 rounded-[2px] opacity-0"
          style={{ backgroundColor: COLORS[i % COLORS.length] }}
        />
      ))}
    </div>
  );
}
