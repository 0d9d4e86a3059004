import { Button } from '@web/components/ui/button';
import { serverMessage, serverReason } from '@web/lib/api-error';
import { useResendAddressProof } from '@web/lib/auth/address-proof';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import { Link, useSearch } from 'wouter';
import { useVerifyEmail } from '../api/verify-email';
import { LinkDone, LinkFailed, LinkScreen, LinkWorking } from './link-screen';
import { useOnce } from './use-once';
import { VerifyPasswordForm } from './verify-password-form';

const LINK_UNUSABLE = 'This confirmation link has expired or was already used.';

function ResendAction() {
  const { user } = useCurrentUser();
  const resend = useResendAddressProof();
  if (!user) {
    return (
      <Button asChild size="lg" className="w-full">
        <Link href="/auth">Sign in to get a new link</Link>
      </Button>
    );
  }
  if (resend.isSuccess) {
    return (
      <p role="status" className="text-center text-sm font-medium text-emerald-700">
        Sent! Check your inbox for the new link.
      </p>
    );
  }
  return (
    <>
      {resend.isError && <p className="text-center text-sm text-red-700">{serverMessage(resend.error)}</p>}
      <Button size="lg" className="w-full" loading={resend.isPending} onClick={() => resend.mutate()}>
        Send a new link
      </Button>
    </>
  );
}

// /auth/verify?token=...: the link from the welcome mail (or a resend) proves the address.
export function VerifyEmailScreen() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { user } = useCurrentUser();
  const verify = useVerifyEmail();
  useOnce(() => {
    if (token) verify.mutate({ token });
  });
  const next = user ? (
    <Button asChild size="lg" className="w-full">
      <Link href="/account">Go to your dashboard</Link>
    </Button>
  ) : (
    <Button asChild size="lg" className="w-full">
      <Link href="/auth">Sign In</Link>
    </Button>
  );

  const needsPassword = verify.isError && serverReason(verify.error) === 'password_needed';
  const triedPassword = verify.variables?.password !== undefined;

  // A second click on the mailed link (the server knows the address is confirmed) is no failure.
  const alreadyConfirmed = verify.isError && serverReason(verify.error) === 'already_confirmed';

  let body = <LinkWorking label="Confirming your email..." />;
  if (verify.isSuccess || (verify.isError && user?.emailVerified)) {
    body = <LinkDone title="Your email is confirmed." detail="Thanks! Nothing else to do." action={next} />;
  } else if (alreadyConfirmed) {
    body = (
      <LinkDone
        title="Your email is already confirmed."
        detail="This link was used before. Sign in to go on."
        action={next}
      />
    );
  } else if (needsPassword || triedPassword) {
    body = (
      <VerifyPasswordForm
        message={verify.error ? serverMessage(verify.error) : 'Checking your password...'}
        refused={triedPassword && !verify.isPending}
        pending={verify.isPending}
        onSubmit={(password) => verify.mutate({ token, password })}
      />
    );
  } else if (!token || verify.isError) {
    body = (
      <LinkFailed message={token ? LINK_UNUSABLE : 'This confirmation link is incomplete.'}>
        <ResendAction />
      </LinkFailed>
    );
  }
  return <LinkScreen title="Confirm your email">{body}</LinkScreen>;
}
