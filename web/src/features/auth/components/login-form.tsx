import { type LoginBody, loginBodySchema } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { serverReason } from '@web/lib/api-error';
import { readReturnPath } from '@web/lib/auth/return-path';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../utils/error-messages';
import { SignInLinkOffer } from './sign-in-link-offer';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [formError, setFormError] = useState<string | null>(null);
  // The address whose account answered "too many attempts": its owner may ask for a sign-in link.
  const [lockedEmail, setLockedEmail] = useState<string | null>(null);
  const loginMutation = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    setLockedEmail(null);
    loginMutation.mutate(values, {
      // docs/product.md §2 says /; a sign-in asked for by a page (an ended session) returns to that page.
      onSuccess: () => navigate(readReturnPath(search) ?? '/'),
      onError: (error) => {
        const message = loginErrorMessage(error);
        // Said once, inline above the fields (no toast repeating it over the page).
        setFormError(message);
        if (serverReason(error) === 'login_locked') setLockedEmail(values.email);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Sign in">
      {formError && <Alert>{formError}</Alert>}
      {lockedEmail && <SignInLinkOffer key={lockedEmail} email={lockedEmail} />}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          placeholder="Your password"
          {...form.register('password')}
        />
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Button variant="link" className="text-sm" onClick={onForgotPassword}>
          Forgot your password?
        </Button>
      </div>
      <Button type="submit" size="lg" loading={loginMutation.isPending} className="w-full">
        {loginMutation.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
