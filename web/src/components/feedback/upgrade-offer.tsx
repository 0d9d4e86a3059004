import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  /** The heading, as the place needs it (a dialog's title, a page's h1). */
  title: ReactNode;
  description: ReactNode;
  /** The price, as the account's pricing states it. */
  price: ReactNode;
  /** The way to upgrade. */
  action: ReactNode;
};

/**
 * The one body of an offer to upgrade where a step needs Premium: the lock, the words, the price
 * and the way to upgrade on the night card. The dashboard's dialog and /counter/new at the limit
 * both show it, inside a card that is positioned (the gradient bar sits on its top edge).
 */
export function UpgradeOffer({ title, description, price, action }: Props) {
  return (
    <>
      <div aria-hidden className="absolute inset-x-0 top-0 h-1 bg-brand-gradient" />
      <span className="grid size-12 place-items-center rounded-xl bg-white/10">
        <Lock className="size-6 text-accent-orange" aria-hidden />
      </span>
      <div className="grid gap-2 pr-6">
        {title}
        {description}
      </div>
      {price}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {action}
        <p className="text-sm text-white/70">Your existing counter stays as it is.</p>
      </div>
    </>
  );
}
