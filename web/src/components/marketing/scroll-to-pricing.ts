// The landing page's pricing section (docs/product.md §2): reached by /#pricing, scrolled to smoothly
// after a short delay so the lazily loaded page has laid out first.
export const PRICING_SECTION_ID = 'pricing';
export const PRICING_HREF = `/#${PRICING_SECTION_ID}`;
export const PRICING_SCROLL_DELAY_MS = 100;

export function scrollToPricingSoon(): () => void {
  const timer = window.setTimeout(() => {
    document.getElementById(PRICING_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, PRICING_SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}
