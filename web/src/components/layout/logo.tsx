import { cn } from '@web/lib/cn';
import { useId } from 'react';

export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#833ab4" />
          <stop offset="0.55" stopColor="#fd1d1d" />
          <stop offset="1" stopColor="#fcb045" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <rect x="8" y="17" width="4" height="7" rx="1.5" fill="#fff" opacity="0.75" />
      <rect x="14" y="12" width="4" height="12" rx="1.5" fill="#fff" opacity="0.9" />
      <rect x="20" y="7" width="4" height="17" rx="1.5" fill="#fff" />
    </svg>
  );
}

type LogoProps = { className?: string; tone?: 'dark' | 'light'; compactOnPhone?: boolean };

export function Logo({ className, tone = 'dark', compactOnPhone = false }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-lg font-extrabold tracking-tight',
          tone === 'dark' ? 'text-brand-950' : 'text-white',
          compactOnPhone && 'max-sm:sr-only',
        )}
      >
        Countstream
      </span>
    </span>
  );
}
