// The browser suite's Playwright projects (playwright.config.ts): the everyday specs, then the specs
// that change the site-wide price, each chained after the one before. `npm run test:changed` asks
// for the two kinds apart, so that a change to a price spec does not run the whole chain.
export const EVERYDAY_PROJECT = 'chromium';
export const PRICE_PROJECTS = ['global-state-admin', 'global-state-landing'] as const;
