import { type RegisterForm as RegisterFormValues, registerFormSchema } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { readReturnPath } from '@web/lib/auth/return-path';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { toRegisterBody, useRegister } from '../api/register';
import { registerErrorMessage } from '../utils/error-messages';

export function RegisterForm() {
  const [, navigate] = useLocation();
  // A visitor who built a counter first signs up on the way to saving it: back to it, not home.
  const search = useSearch();
  const [formError, setFormError] = useState<string | null>(null);
  const registerMutation = useRegister();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    registerMutation.mutate(toRegisterBody(values), {
      onSuccess: () => navigate(readReturnPath(search) ?? '/'),
      onError: (error) => {
        const message = registerErrorMessage(error);
        setFormError(message);
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Sign up">
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" optional error={errors.firstName?.message}>
          <Input autoComplete="given-name" placeholder="Alex" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last Name" optional error={errors.lastName?.message}>
          <Input autoComplete="family-name" placeholder="Rivera" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <FormField label="Password" hint="At least 6 characters." error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="Create a password"
          {...form.register('password')}
        />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="Repeat your password"
          {...form.register('confirmPassword')}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        variant="gradient"
        loading={registerMutation.isPending}
        className="w-full"
      >
        {registerMutation.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
