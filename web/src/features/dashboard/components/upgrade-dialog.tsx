import type { PlanMessage } from '@core/plan/plan-rules';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { Lock } from 'lucide-react';
import { PriceTag } from './price-tag';
import { UpgradeButton } from './upgrade-button';

/**
 * What a Free user meets on the dashboard when a step needs Premium (a second counter, an embed
 * code): the same words as before, but with the price and the way to upgrade beside them, as
 * /counter/new shows at the limit, instead of a red error toast that only says no.
 */
export function UpgradeDialog({ message, onClose }: { message: PlanMessage | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message && (
        <DialogContent className="overflow-hidden bg-brand-night text-white [&>button]:text-white/70 [&>button]:hover:bg-white/10 [&>button]:hover:text-white">
          <div aria-hidden className="absolute inset-x-0 top-0 h-1 bg-brand-gradient" />
          <span className="grid size-12 place-items-center rounded-xl bg-white/10">
            <Lock className="size-6 text-accent-orange" aria-hidden />
          </span>
          <div className="grid gap-2 pr-6">
            <DialogTitle className="text-2xl font-bold tracking-tight text-white">
              {message.title}
            </DialogTitle>
            <DialogDescription className="text-base text-white/85">{message.description}</DialogDescription>
          </div>
          <PriceTag />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <UpgradeButton label="Upgrade to Premium" />
            <p className="text-sm text-white/70">Your existing counter stays as it is.</p>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
