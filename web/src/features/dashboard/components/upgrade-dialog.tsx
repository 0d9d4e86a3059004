import type { PlanMessage } from '@core/plan/plan-rules';
import { UpgradeOffer } from '@web/components/feedback/upgrade-offer';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
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
          <UpgradeOffer
            title={
              <DialogTitle className="text-2xl font-bold tracking-tight text-white">
                {message.title}
              </DialogTitle>
            }
            description={
              <DialogDescription className="text-base text-white/85">{message.description}</DialogDescription>
            }
            price={<PriceTag />}
            action={<UpgradeButton label="Upgrade to Premium" />}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
