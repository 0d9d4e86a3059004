import { ErrorBoundary } from '@web/components/feedback/error-boundary';
import { FullPageLoading } from '@web/components/feedback/full-page-loading';
import { NotFound } from '@web/components/feedback/not-found';
import { AppLayout } from '@web/components/layout/app-layout';
import { LoadingState } from '@web/components/ui/spinner';
import { type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import * as Screens from './lazy-screens';
import { NewCounterRoute } from './new-counter-route';
import { DocumentTitle, ScrollToTop } from './route-effects';
import { ViewerHandoff } from './viewer-handoff';

// A screen inside the shared layout (or bare, for screens with their own chrome).
function Screen({ title, bare = false, children }: { title?: string; bare?: boolean; children: ReactNode }) {
  const fallback = bare ? <FullPageLoading /> : <LoadingState className="py-32" />;
  const content = <Suspense fallback={fallback}>{children}</Suspense>;
  return (
    <>
      <DocumentTitle title={title} />
      {bare ? content : <AppLayout>{content}</AppLayout>}
    </>
  );
}

const notFound = (
  <Screen title="Page Not Found">
    <NotFound />
  </Screen>
);

function signedIn(title: string, screen: ReactNode) {
  return (
    <RequireAuth>
      <Screen title={title}>{screen}</Screen>
    </RequireAuth>
  );
}

function page(title: string, screen: ReactNode) {
  return <Screen title={title}>{screen}</Screen>;
}

// Every route of docs/product.md §2's route table.
export function AppRouter() {
  const [location] = useLocation();
  return (
    <>
      {/* Outside the boundary: its key remounts everything in it on each new address, and a
          remounted ScrollToTop takes the new address for the one it has shown, so never scrolls
          (a form saved from its foot opened the dashboard at its footer). */}
      <ScrollToTop />
      <ErrorBoundary key={location}>
        <Switch>
          <Route path="/">
            <GuestOnly>
              <Screen bare>
                <Screens.LandingScreen />
              </Screen>
            </GuestOnly>
          </Route>
          <Route path="/auth">
            <GuestOnly>
              <Screen bare title="Sign In">
                <Screens.AuthScreen />
              </Screen>
            </GuestOnly>
          </Route>
          <Route path="/auth/reset">
            <Screen bare title="Set a new password">
              <Screens.ResetPasswordScreen />
            </Screen>
          </Route>
          <Route path="/auth/verify">
            <Screen bare title="Confirm your email">
              <Screens.VerifyEmailScreen />
            </Screen>
          </Route>
          <Route path="/auth/link">
            <Screen bare title="Signing you in">
              <Screens.SignInLinkScreen />
            </Screen>
          </Route>
          <Route path="/account">{signedIn('Dashboard', <Screens.DashboardScreen />)}</Route>
          <Route path="/dashboard">{signedIn('Dashboard', <Screens.DashboardScreen />)}</Route>
          {/* Open to visitors too: they build first and sign up to save (issue 41). */}
          <Route path="/counter/new">{page('Create New Counter', <NewCounterRoute />)}</Route>
          <Route path="/counter/demo">{page('Interactive Demo', <Screens.DemoScreen />)}</Route>
          <Route path="/counter/:id/edit">
            {({ id }) => signedIn('Edit Counter', <Screens.CounterFormScreen id={id} />)}
          </Route>
          <Route path="/counter/:id/control">
            {({ id }) => signedIn('Control Counter', <Screens.ControlScreen id={id} />)}
          </Route>
          <Route path="/counter/:id/export">
            {({ id }) => signedIn('Export Counter', <Screens.ExportScreen id={id} />)}
          </Route>
          <Route path="/counter">
            <Redirect to="/account" replace />
          </Route>
          <Route path="/counter/:id" component={ViewerHandoff} />
          <Route path="/embed/:id" component={ViewerHandoff} />
          <Route path="/admin">
            <RequireAuth>
              <RequireAdmin fallback={notFound}>
                {page('Admin Dashboard', <Screens.AdminScreen />)}
              </RequireAdmin>
            </RequireAuth>
          </Route>
          <Route path="/help">{page('Help Center', <Screens.HelpPage />)}</Route>
          <Route path="/contact">{page('Contact Support', <Screens.ContactPage />)}</Route>
          <Route path="/privacy">{page('Privacy Policy', <Screens.PrivacyPage />)}</Route>
          <Route path="/terms">{page('Terms of Service', <Screens.TermsPage />)}</Route>
          <Route path="/refund-policy">{page('Refund Policy', <Screens.RefundPolicyPage />)}</Route>
          <Route>{notFound}</Route>
        </Switch>
      </ErrorBoundary>
    </>
  );
}
