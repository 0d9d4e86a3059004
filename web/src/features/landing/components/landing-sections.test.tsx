import { screen, waitFor, within } from '@testing-library/react';
import { AppFooter } from '@web/components/layout/app-footer';
import { on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { describe, expect, it } from 'vitest';
import { FaqSection } from './faq-section';

// The landing page's FAQ and footer links (moved from e2e/landing.spec.ts). The browser suite keeps
// what needs one: the server-rendered price, motion, scrolling to #pricing, real navigation.

const PRICE = '7.25';
const pricing = on('GET', '/api/pricing', {
  json: { currentPrice: PRICE, originalPrice: PRICE, isDiscountActive: false, discountedPrice: null },
});

describe('landing FAQ', () => {
  it('opens one item at a time, an open item can be closed, and Premium says the API price', async () => {
    stubApi(pricing);
    const { user } = renderApp(<FaqSection />);
    const faq = screen.getAllByRole('button');
    expect(faq).toHaveLength(6);
    const first = screen.getByRole('button', { name: 'Is Countstream really free?' });
    const second = screen.getByRole('button', { name: 'What do I get with Premium?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(second.getAttribute('aria-controls') ?? '');
    expect(answer).toBeVisible();
    await waitFor(() => expect(answer).toHaveTextContent(`Premium costs $${PRICE}/month`));
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('footer', () => {
  it('has social, product and legal links', () => {
    stubApi(pricing);
    renderApp(<AppFooter />);
    const footer = screen.getByRole('contentinfo');
    const expected: Array<[string, string]> = [
      ['Pricing', '/#pricing'],
      ['Help Center', '/help'],
      ['Contact Support', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Refund Policy', '/refund-policy'],
    ];
    for (const [name, href] of expected)
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    const social = within(within(footer).getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(social).toHaveLength(4);
    expect(social[0]).toHaveAttribute('target', '_blank');
  });
});
