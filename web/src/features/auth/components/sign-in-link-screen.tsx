import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-error';
import { Link, useLocation, useSearch } from 'wouter';
import { useSignInWithLink } from '../api/sign-in-link';
import { LinkFailed, LinkScreen, LinkWorking } from './link-screen';
import { useOnce } from './use-once';

// /auth/link?token=...: the one-time sign-in link, for an owner whose account is locked.
export function SignInLinkScreen() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const signIn = useSignInWithLink();
  useOnce(() => {
    if (token) signIn.mutate(token, { onSuccess: () => navigate('/account', { replace: true }) });
  });
  const failed = !token || signIn.isError;
  return (
    <LinkScreen title="Signing you in">
      {failed ? (
        <LinkFailed
          message={
            token
              ? serverMessage(signIn.error) || 'This sign-in link does not work any more.'
              : 'This sign-in link is incomplete.'
          }
        >
          <Button asChild size="lg" className="w-full">
            <Link href="/auth">Back to Sign In</Link>
          </Button>
        </LinkFailed>
      ) : (
        <LinkWorking label="Signing you in..." />
      )}
    </LinkScreen>
  );
}
