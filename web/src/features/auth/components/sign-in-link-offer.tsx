import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Mail } from 'lucide-react';
import { useRequestSignInLink } from '../api/sign-in-link';
import { forgotPasswordErrorMessage } from '../utils/error-messages';

export const SIGN_IN_LINK_SENT =
  'If an account exists for that email, we sent a sign-in link. It works once, within 20 minutes.';

// Shown when the account is locked after too many wrong passwords: the owner gets in by mail instead.
export function SignInLinkOffer({ email }: { email: string }) {
  const request = useRequestSignInLink();
  if (request.isSuccess) return <Alert variant="success">{SIGN_IN_LINK_SENT}</Alert>;
  return (
    <div className="grid gap-2">
      {request.isError && <Alert>{forgotPasswordErrorMessage(request.error)}</Alert>}
      <Button
        variant="secondary"
        className="w-full"
        loading={request.isPending}
        onClick={() => request.mutate({ email })}
      >
        {!request.isPending && <Mail aria-hidden />}
        E-mail me a sign-in link
      </Button>
    </div>
  );
}
