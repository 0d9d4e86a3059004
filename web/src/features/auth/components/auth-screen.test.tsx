import { screen } from '@testing-library/react';
import { on, renderApp, stubApi } from '@web/components/ui/testing/render';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuthScreen } from './auth-screen';

// The client-side checks of /auth's three forms (moved from e2e/auth.spec.ts): nothing is sent
// until the fields are valid, and each field says what is wrong in its accessible description.

const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });
const PRICING = {
  currentPrice: '4.99',
  originalPrice: '4.99',
  isDiscountActive: false,
  discountedPrice: null,
};
const tab = (name: string) => screen.getByRole('tab', { name });

describe('/auth client-side validation', () => {
  let calls: ReturnType<typeof stubApi>;
  // The promo panel reads the price; nothing else may be asked for while a form is invalid.
  const sent = () => calls.filter((c) => c.url.pathname !== '/api/pricing');
  beforeEach(() => {
    calls = stubApi(on('GET', '/api/pricing', { json: PRICING }));
  });

  it('sign-in: an empty form names both fields; a bad address alone names the address', async () => {
    const { user } = renderApp(<AuthScreen />, { path: '/auth' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Password')).toHaveAccessibleDescription('Password is required');

    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Password'), 'something');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('sign-up: required fields, the password length, a confirmation that differs; names are optional', async () => {
    const { user } = renderApp(<AuthScreen />, { path: '/auth' });
    await user.click(tab('Sign Up'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please confirm your password')).toBeVisible();
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(field('Confirm Password')).toHaveAccessibleDescription('Please confirm your password');

    await user.type(field('Email'), 'new-user@example.com');
    await user.type(field('Password'), 'abcdef');
    await user.type(field('Confirm Password'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeVisible();
    expect(field('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
    expect(field(/^First Name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('reset password: an empty address is refused; Back to Sign In selects the Sign In tab', async () => {
    const { user } = renderApp(<AuthScreen />, { path: '/auth' });
    await user.click(tab('Reset Password'));
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(tab('Sign In')).toHaveAttribute('aria-selected', 'true');
    expect(sent()).toEqual([]);
  });

  it('opens on the tab that ?mode= names', () => {
    renderApp(<AuthScreen />, { path: '/auth?mode=forgot' });
    expect(tab('Reset Password')).toHaveAttribute('aria-selected', 'true');
  });
});
