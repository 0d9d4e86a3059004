import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { RESET_INVALID_LINK } from '../utils/error-messages';
import { AuthShell } from './auth-shell';
import { ResetPasswordForm } from './reset-password-form';

function ResetDone() {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="size-7" aria-hidden />
      </span>
      <p role="status" className="font-semibold text-slate-900">
        Your password has been updated.
      </p>
      <p className="text-sm text-slate-600">You can now sign in with your new password.</p>
      <Button asChild size="lg" className="mt-2 w-full">
        <Link href="/auth">Sign In</Link>
      </Button>
    </div>
  );
}

// /auth/reset?token=...: the link from the reset e-mail (docs/architecture.md §1).
export function ResetPasswordScreen() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [done, setDone] = useState(false);
  return (
    <AuthShell>
      <div className="mb-6 grid gap-1.5 text-center sm:mb-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
          Set a new password
        </h1>
        <p className="text-slate-600">Choose a password you don't use anywhere else.</p>
      </div>
      <Card className="p-5 shadow-xl shadow-brand-950/5 sm:p-8">
        {done ? (
          <ResetDone />
        ) : token ? (
          <ResetPasswordForm token={token} onDone={() => setDone(true)} />
        ) : (
          <div className="grid gap-5">
            <Alert>{RESET_INVALID_LINK}</Alert>
            <Button asChild size="lg" className="w-full">
              <Link href="/auth?mode=forgot">Request a new link</Link>
            </Button>
          </div>
        )}
      </Card>
    </AuthShell>
  );
}
