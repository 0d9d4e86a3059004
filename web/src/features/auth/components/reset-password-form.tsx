import { MIN_PASSWORD_LENGTH, resetPasswordBodySchema } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordErrorMessage } from '../utils/error-messages';

// The body schema without the token (it comes from the link), plus the same confirm rule as Sign Up.
const resetFormSchema = resetPasswordBodySchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string().min(MIN_PASSWORD_LENGTH, { error: 'Please confirm your password' }) })
  .refine((v) => v.password === v.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
type ResetFormValues = z.infer<typeof resetFormSchema>;

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const resetMutation = useResetPassword();
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) => {
    setFormError(null);
    resetMutation.mutate(
      { token, password },
      {
        onSuccess: onDone,
        onError: (error) => {
          const message = resetPasswordErrorMessage(error);
          setFormError(message);
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Set a new password">
      {formError && <Alert>{formError}</Alert>}
      <FormField label="New Password" hint="At least 6 characters." error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" loading={resetMutation.isPending} className="w-full">
        {resetMutation.isPending ? 'Updating...' : 'Update Password'}
      </Button>
      <Button asChild variant="link" className="justify-self-center text-sm">
        <Link href="/auth">Back to Sign In</Link>
      </Button>
    </form>
  );
}
