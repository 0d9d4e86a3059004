import { cn } from '@web/lib/cn';
import { useEffect, useRef } from 'react';
import { useReducedMotion } from './use-motion';

const ROLL_IN: Keyframe[] = [
  // Transform and opacity only: they stay on the compositor, so many ticking digits stay cheap.
  { transform: 'translateY(-0.45em)', opacity: 0 },
  { transform: 'none', opacity: 1 },
];

function Digit({ char, animate }: { char: string; animate: boolean }) {
  const ref = useRef<HTMLSpanElement>(null);
  const mounted = useRef(false);
  // The Web Animations API plays the roll without any global CSS keyframes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: char is the trigger for replaying the roll
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (animate) ref.current?.animate?.(ROLL_IN, { duration: 420, easing: 'cubic-bezier(0.16, 1, 0.3, 1)' });
  }, [char, animate]);
  return (
    <span ref={ref} className="inline-block">
      {char}
    </span>
  );
}

// Text whose changed characters roll in. Characters are keyed from the right, so units stay
// units when the number gains a digit.
export function AnimatedDigits({ text, className }: { text: string; className?: string }) {
  const reduced = useReducedMotion();
  const chars = text.split('');
  return (
    <span className={cn('tabular inline-flex whitespace-nowrap', className)}>
      {chars.map((char, i) => (
        <Digit key={chars.length - i} char={char} animate={!reduced} />
      ))}
    </span>
  );
}
