import { z } from 'zod';

// Admin API shapes (docs/product.md §3, §5, §7, §8), shared by the admin screen's forms and the server.

export const MAX_PRICE = 999.99;
export const PRICE_MESSAGE = 'Enter a price greater than 0 and at most 999.99, with at most two decimals';
const PRICE_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

// A price arrives as a number or a numeric string ('4.99'); it leaves as a two-decimal string.
function toPrice(value: number | string): string | null {
  // Stryker disable next-line StringLiteral: any text the pattern refuses would do for a non-finite number
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!PRICE_PATTERN.test(text)) return null;
  const n = Number(text);
  if (n <= 0) return null;
  // Stryker disable next-line ConditionalExpression: the pattern already stops at 999.99; this line states the rule
  return n <= MAX_PRICE ? n.toFixed(2) : null;
}

export const priceInputSchema = z
  .union([z.number(), z.string()], { error: PRICE_MESSAGE })
  .transform((v, ctx) => {
    const price = toPrice(v);
    if (price === null) {
      ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return price;
  });

// null (or an empty field) clears the price.
export const optionalPriceInputSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  priceInputSchema.nullable(),
);

const userId = z.string({ error: 'userId is required' }).min(1).max(100);

export const GIFT_MONTHS = [1, 3, 6, 12] as const;

export const generalPriceBodySchema = z.strictObject({ generalPrice: priceInputSchema });
export const discountSettingsBodySchema = z
  .strictObject({ discountedPrice: optionalPriceInputSchema, isDiscountActive: z.boolean() })
  .refine((v) => !v.isDiscountActive || v.discountedPrice !== null, {
    error: 'Enter a discounted price to enable the discount',
    path: ['discountedPrice'],
  });
export const userPricingBodySchema = z.strictObject({ userId, customPrice: optionalPriceInputSchema });
export const giftPremiumBodySchema = z.strictObject({
  userId,
  months: z.union(
    GIFT_MONTHS.map((m) => z.literal(m)),
    { error: 'months must be 1, 3, 6 or 12' },
  ),
});
export const userIdBodySchema = z.strictObject({ userId });

export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(100).optional(),
  // Users only: 'premium' for Current Premium Users, 'free' for the gift list.
  plan: z.enum(['premium', 'free']).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number(),
    // true: counting stopped at `total` (a search with more hits); the screen says 'more than'.
    totalIsCapped: z.boolean().optional(),
    // Set when a search of one or two characters (no trigram index can narrow it) looked at this
    // many of the newest rows only; the screen says so and asks for three characters.
    searchedNewest: z.number().int().positive().optional(),
    page: z.number(),
    pageSize: z.number(),
  });

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  subscriptionStatus: z.enum(['free', 'active']),
  customPrice: z.string().nullable(),
  createdAt: z.string(),
  premiumUntil: z.string().nullable(),
  premiumSource: z.enum(['paddle', 'admin', 'gift']).nullable(),
  counterCount: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = page(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminCounterSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  ownerEmail: z.string().nullable(),
});
export type AdminCounter = z.infer<typeof adminCounterSchema>;
export const adminCounterPageSchema = page(adminCounterSchema);
export type AdminCounterPage = z.infer<typeof adminCounterPageSchema>;

export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  newUsersToday: z.number(),
  totalCounters: z.number(),
  newCountersToday: z.number(),
  premiumUsers: z.number(),
  monthlyRevenue: z.string(), // two decimals, e.g. '14.97'
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// reason: Paddle's own words when it refused the refund (requiresManualRefund).
export const refundResponseSchema = z.object({
  message: z.string(),
  requiresManualRefund: z.boolean(),
  reason: z.string().optional(),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

// docs/product.md §8 success texts, answered as { message }.
export const ADMIN_MESSAGES = {
  generalPrice: 'General subscription price updated!',
  customPrice: 'Custom price set for user!',
  gift: 'Premium gifted successfully!',
  discount: 'Discount settings updated!',
  upgrade: 'User upgraded to premium!',
  downgrade: 'User downgraded to free!',
  refund: 'Refund issued successfully!',
  manualRefund: 'User downgraded. Manual refund processing required in Paddle dashboard.',
  nothingToRefund:
    'Nothing to refund: this account has no completed Paddle payment. Its Premium was given, not paid for; use Downgrade to Free to end it.',
  userDeleted: 'User has been successfully removed.',
  counterDeleted: 'Counter has been successfully removed.',
} as const;

/**
 * Whether the admin screen offers a refund: only Premium that came through Paddle was paid for. The
 * server checks the payments themselves and refuses a refund where there are none.
 */
export const offersRefund = (user: Pick<AdminUser, 'premiumSource'>): boolean =>
  user.premiumSource === 'paddle';

export const ADMIN_ACCOUNT_REFUSED = 'This action is not available for admin accounts.';
