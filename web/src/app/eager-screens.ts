// The server build's stand-in for lazy-screens.ts (vite.config.ts swaps it in for `vite build --ssr`):
// renderToString does not wait for React.lazy, so the public pages it renders are imported here
// directly. The browser keeps its lazy chunks; hydration waits for them inside each <Suspense>.

export { DemoScreen } from '@web/features/demo/components/demo-screen';
export { LandingScreen } from '@web/features/landing/components/landing-screen';
export {
  ContactPage,
  HelpPage,
  PrivacyPage,
  RefundPolicyPage,
  TermsPage,
} from '@web/features/pages/components/static-pages';
export * from './lazy-screens';
