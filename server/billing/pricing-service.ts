import {
  DEFAULT_GENERAL_PRICE,
  type Pricing,
  type SubscriptionSettings,
  toPriceString,
} from '@core/api/pricing';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings, type UserRow } from '../db/schema';

const KEY = 'subscription';

export async function getSubscriptionSettings(db: Database): Promise<SubscriptionSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  const v = (row?.value ?? {}) as Partial<SubscriptionSettings>;
  return {
    generalPrice: toPriceString(v.generalPrice ?? DEFAULT_GENERAL_PRICE),
    isDiscountActive: v.isDiscountActive ?? false,
    discountedPrice: v.discountedPrice == null ? null : toPriceString(v.discountedPrice),
  };
}

export async function saveSubscriptionSettings(db: Database, next: SubscriptionSettings): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: next })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: new Date() } });
}

// A signed-in user's custom price wins; otherwise the active discount; otherwise the general price.
export function computePricing(
  settings: SubscriptionSettings,
  user?: Pick<UserRow, 'customPrice'> | null,
): Pricing {
  const discounted = settings.isDiscountActive && settings.discountedPrice ? settings.discountedPrice : null;
  const currentPrice = user?.customPrice
    ? toPriceString(user.customPrice)
    : (discounted ?? settings.generalPrice);
  return {
    currentPrice,
    originalPrice: settings.generalPrice,
    isDiscountActive: settings.isDiscountActive,
    discountedPrice: settings.discountedPrice,
  };
}
