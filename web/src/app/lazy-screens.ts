import { type ComponentType, createElement, lazy } from 'react';

// Feature screens load on demand so the main bundle stays small.

/**
 * A lazy screen that can be loaded ahead of its render. A server-rendered public page loads its
 * screen before hydrating (main.tsx), so hydration never suspends on it: a click that arrives while
 * React hydrates is handled, not dropped on a dehydrated boundary.
 */
function preloadableScreen(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(() => load().then((c) => ({ default: c })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as React.lazy makes its components
  const Screen = () => createElement(loaded ?? Lazy);
  const preload = () =>
    load().then((c) => {
      loaded = c;
    });
  return Object.assign(Screen, { preload });
}

export const LandingScreen = preloadableScreen(() =>
  import('@web/features/landing/components/landing-screen').then((m) => m.LandingScreen),
);
export const AuthScreen = lazy(() =>
  import('@web/features/auth/components/auth-screen').then((m) => ({ default: m.AuthScreen })),
);
export const ResetPasswordScreen = lazy(() =>
  import('@web/features/auth/components/reset-password-screen').then((m) => ({
    default: m.ResetPasswordScreen,
  })),
);
export const VerifyEmailScreen = lazy(() =>
  import('@web/features/auth/components/verify-email-screen').then((m) => ({ default: m.VerifyEmailScreen })),
);
export const SignInLinkScreen = lazy(() =>
  import('@web/features/auth/components/sign-in-link-screen').then((m) => ({ default: m.SignInLinkScreen })),
);
export const DashboardScreen = lazy(() =>
  import('@web/features/dashboard/components/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
);
export const UpgradeRequiredScreen = lazy(() =>
  import('@web/features/dashboard/components/upgrade-required').then((m) => ({ default: m.UpgradeRequired })),
);
export const CounterFormScreen = lazy(() =>
  import('@web/features/counter-form/components/counter-form-screen').then((m) => ({
    default: m.CounterFormScreen,
  })),
);
export const ExportScreen = lazy(() =>
  import('@web/features/export/components/export-screen').then((m) => ({ default: m.ExportScreen })),
);
export const ControlScreen = lazy(() =>
  import('@web/features/live-control/components/control-screen').then((m) => ({ default: m.ControlScreen })),
);
export const DemoScreen = preloadableScreen(() =>
  import('@web/features/demo/components/demo-screen').then((m) => m.DemoScreen),
);
export const AdminScreen = lazy(() =>
  import('@web/features/admin/components/admin-screen').then((m) => ({ default: m.AdminScreen })),
);

const staticPages = () => import('@web/features/pages/components/static-pages');
export const HelpPage = preloadableScreen(() => staticPages().then((m) => m.HelpPage));
export const ContactPage = preloadableScreen(() => staticPages().then((m) => m.ContactPage));
export const PrivacyPage = preloadableScreen(() => staticPages().then((m) => m.PrivacyPage));
export const TermsPage = preloadableScreen(() => staticPages().then((m) => m.TermsPage));
export const RefundPolicyPage = preloadableScreen(() => staticPages().then((m) => m.RefundPolicyPage));

// The screens of the pages the server renders (core/routes/page-meta.ts PUBLIC_PAGES).
const PUBLIC_SCREENS: Record<string, { preload: () => Promise<void> }> = {
  '/': LandingScreen,
  '/counter/demo': DemoScreen,
  '/help': HelpPage,
  '/contact': ContactPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/refund-policy': RefundPolicyPage,
};

/** Loads the screen of a server-rendered public page; resolves at once for any other path. */
export function preloadPublicScreen(path: string): Promise<void> {
  return PUBLIC_SCREENS[path]?.preload() ?? Promise.resolve();
}
