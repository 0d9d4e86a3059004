// The router lazy-loads the static pages from this module (web/src/app/lazy-screens.ts).
export { ContactPage } from './contact-page';
export { HelpPage } from './help-page';
export { PrivacyPage } from './privacy-page';
export { RefundPolicyPage } from './refund-policy-page';
export { TermsPage } from './terms-page';
