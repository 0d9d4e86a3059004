import { type ForgotPasswordBody, forgotPasswordBodySchema } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/toast';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useForgotPassword } from '../api/forgot-password';
import { FORGOT_SENT, forgotPasswordErrorMessage } from '../utils/error-messages';

type Outcome = { kind: 'success' | 'error'; message: string };

export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn: () => void }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const forgotMutation = useForgotPassword();
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null);
    forgotMutation.mutate(values, {
      onSuccess: () => {
        setOutcome({ kind: 'success', message: FORGOT_SENT });
        toast({ title: 'Check your email', description: FORGOT_SENT });
      },
      onError: (error) => {
        const message = forgotPasswordErrorMessage(error);
        setOutcome({ kind: 'error', message });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Reset password">
      <p className="text-sm text-slate-600">
        Enter the email you signed up with and we'll send you a link to choose a new password.
      </p>
      {outcome && <Alert variant={outcome.kind}>{outcome.message}</Alert>}
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <Button type="submit" size="lg" loading={forgotMutation.isPending} className="w-full">
        {forgotMutation.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="link" className="justify-self-center text-sm" onClick={onBackToSignIn}>
        <ArrowLeft aria-hidden />
        Back to Sign In
      </Button>
    </form>
  );
}
