import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';

// The confirmation link opened on a device where the account is not signed in: the address is
// confirmed together with the account's password, so that whoever created the account and whoever
// owns the mailbox are shown to be the same person. The mailbox owner who did not create it resets
// the password instead, which signs everyone else out.
export function VerifyPasswordForm({
  message,
  refused,
  pending,
  onSubmit,
}: {
  message: string;
  /** A password was sent and refused: the message is then an error. */
  refused: boolean;
  pending: boolean;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(!password);
    if (password) onSubmit(password);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Confirm with your password">
      {refused ? <Alert>{message}</Alert> : <p className="text-sm text-slate-700">{message}</p>}
      <FormField label="Password" error={empty ? 'Password is required' : undefined}>
        <PasswordInput
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" loading={pending} className="w-full">
        {pending ? 'Confirming...' : 'Confirm my email'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Didn't create this account?{' '}
        <Link href="/auth?mode=forgot" className="font-semibold text-brand-700 underline">
          Reset its password
        </Link>
      </p>
    </form>
  );
}
