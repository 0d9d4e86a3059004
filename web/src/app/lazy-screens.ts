import { lazy } from 'react';

// Feature screens load on demand so the main bundle stays small.
export const LandingScreen = lazy(() =>
  import('@web/features/landing/components/landing-screen').then((m) => ({ default: m.LandingScreen })),
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
export const DemoScreen = lazy(() =>
  import('@web/features/demo/components/demo-screen').then((m) => ({ default: m.DemoScreen })),
);
export const AdminScreen = lazy(() =>
  import('@web/features/admin/components/admin-screen').then((m) => ({ default: m.AdminScreen })),
);

const staticPages = () => import('@web/features/pages/components/static-pages');
export const HelpPage = lazy(() => staticPages().then((m) => ({ default: m.HelpPage })));
export const ContactPage = lazy(() => staticPages().then((m) => ({ default: m.ContactPage })));
export const PrivacyPage = lazy(() => staticPages().then((m) => ({ default: m.PrivacyPage })));
export const TermsPage = lazy(() => staticPages().then((m) => ({ default: m.TermsPage })));
export const RefundPolicyPage = lazy(() => staticPages().then((m) => ({ default: m.RefundPolicyPage })));
