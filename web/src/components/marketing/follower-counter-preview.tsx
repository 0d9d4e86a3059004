import { cn } from '@web/lib/cn';
import { Users } from 'lucide-react';

// A static sample of a follower counter, used as product imagery (docs/product.md §2 sample card).
export function FollowerCounterPreview({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn(
        'relative overflow-hidden rounded-3xl bg-brand-gradient p-[1px] shadow-2xl shadow-accent-purple/30',
        className,
      )}
    >
      <div className="rounded-[calc(1.5rem-1px)] bg-brand-950/90 p-6 text-white backdrop-blur sm:p-8">
        <div className="flex items-center justify-between gap-4">
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-white/80">
            <span className="grid size-8 place-items-center rounded-xl bg-brand-gradient">
              <Users className="size-4" />
            </span>
            Followers
          </span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-2.5 py-1 text-xs font-semibold text-white/90">
            <span className="size-1.5 rounded-full bg-emerald-400" />
            Live
          </span>
        </div>
        <p className="tabular mt-6 text-5xl font-extrabold tracking-tight sm:text-6xl">999,847</p>
        <div className="mt-6 h-2 overflow-hidden rounded-full bg-white/10">
          <div className="h-full w-[96%] rounded-full bg-brand-gradient" />
        </div>
        <div className="mt-3 flex justify-between text-sm text-white/70">
          <span>153 to go</span>
          <span className="font-semibold text-white">1M</span>
        </div>
      </div>
    </div>
  );
}
