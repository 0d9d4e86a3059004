import { z } from 'zod';

// One schema per form/body, shared by the browser form and the server route (docs/architecture.md §2).
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 200;

// A schema's error is also its checks' message (zod 4): a check names one only when it differs.
const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254)
  .pipe(z.email({ error: 'Please enter a valid email address' }));

const name = z.string().trim().max(100, { error: 'Names can be at most 100 characters' });

export const loginBodySchema = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1)
    .max(MAX_PASSWORD_LENGTH, { error: 'Password is too long' }),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const newPassword = z
  .string({ error: 'Password must be at least 6 characters long' })
  .min(MIN_PASSWORD_LENGTH)
  .max(MAX_PASSWORD_LENGTH, { error: 'Password is too long' });

export const registerBodySchema = z.strictObject({
  email,
  password: newPassword,
  firstName: name.optional(),
  lastName: name.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

// The register form adds confirmPassword, which is never sent (docs/product.md §7).
export const registerFormSchema = registerBodySchema
  .extend({
    confirmPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, { error: 'Please confirm your password' })
      .max(MAX_PASSWORD_LENGTH),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const forgotPasswordBodySchema = z.strictObject({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

// The e-mail me a sign-in link form: the same one field.
export const signInLinkBodySchema = forgotPasswordBodySchema;
export type SignInLinkBody = ForgotPasswordBody;

// The token of a mailed link (confirmation, sign-in); resets add the new password.
export const linkTokenBodySchema = z.strictObject({
  token: z.string({ error: 'The link is incomplete' }).min(10).max(200),
});
export type LinkTokenBody = z.infer<typeof linkTokenBodySchema>;

// The confirmation link opened where the account is not signed in also carries the account's
// password: only someone holding both the mailbox and the password proves the address as it stands.
export const verifyEmailBodySchema = linkTokenBodySchema.extend({
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(MAX_PASSWORD_LENGTH, { error: 'Password is too long' })
    .optional(),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const resetPasswordBodySchema = z.strictObject({
  token: z.string({ error: 'Reset token is required' }).min(10, { error: 'Reset link is invalid' }).max(200),
  password: newPassword,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const roleSchema = z.enum(['user', 'admin']);
export const subscriptionStatusSchema = z.enum(['free', 'active']);

// What the server says about the signed-in user (GET /api/user, login, register).
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: roleSchema,
  subscriptionStatus: subscriptionStatusSchema,
  premiumUntil: z.string().nullable(),
  customPrice: z.string().nullable(),
  paddleCustomerId: z.string().nullable(),
  createdAt: z.string(),
  // False until the owner opens the confirmation link we mailed (the dashboard shows a banner).
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

// GET /api/session: who is signed in, or null, always with 200, so a visitor's page learns it is
// signed out without an error status in the console (GET /api/user keeps the product's 401).
export const sessionSchema = z.object({ user: currentUserSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionSchema>;

export const messageSchema = z.object({ message: z.string() });
