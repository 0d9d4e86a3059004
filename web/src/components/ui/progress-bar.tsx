import { cn } from '@web/lib/cn';

type Props = {
  /** The accessible name ('Uploading logo', 'Export progress'). */
  label: string;
  /** 0 to 100. */
  percent: number;
  /** The track's size and colour. */
  className?: string;
  /** The fill's colour and timing. */
  fillClassName?: string;
};

/** A determinate progress bar: one track, one fill, named for screen readers. */
export function ProgressBar({ label, percent, className, fillClassName }: Props) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('overflow-hidden rounded-full', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', fillClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
