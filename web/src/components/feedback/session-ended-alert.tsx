import { Button } from '@web/components/ui/button';
import { SESSION_ENDED_MESSAGE } from '@web/lib/auth/session-ended';
import { LogIn } from 'lucide-react';

// Beside a form's save button when the session ended: the input stays, and one click signs in again.
export function SessionEndedAlert({ onSignIn }: { onSignIn: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong className="font-semibold">{SESSION_ENDED_MESSAGE}.</strong> Your changes are kept on this
        device.
      </p>
      <Button type="button" size="sm" onClick={onSignIn} className="shrink-0">
        <LogIn aria-hidden />
        Sign in again
      </Button>
    </div>
  );
}
