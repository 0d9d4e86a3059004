// Paddle takes amounts as strings in the currency's smallest unit: cents for USD and EUR, but
// whole yen and won for the zero-decimal currencies Paddle supports (developer.paddle.com,
// "Supported currencies"). 9.99 USD is '999'; 1200 JPY is '1200', not '120000'.
const ZERO_DECIMAL = new Set(['JPY', 'KRW']);

export function decimalsOf(currencyCode: string): number {
  return ZERO_DECIMAL.has(currencyCode.toUpperCase()) ? 0 : 2;
}

/** '9.99' in USD → '999'; '1200' in JPY → '1200'. The price has at most two decimals (admin rules). */
export function toSmallestUnit(price: string, currencyCode: string): string {
  const [whole, fraction = ''] = price.split('.');
  const decimals = decimalsOf(currencyCode);
  if (decimals === 0) return String(Math.round(Number(price)));
  return String(Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}
