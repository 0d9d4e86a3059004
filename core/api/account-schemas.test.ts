import { describe, expect, it } from 'vitest';
import {
  currentUserSchema,
  forgotPasswordBodySchema,
  linkTokenBodySchema,
  loginBodySchema,
  messageSchema,
  registerBodySchema,
  registerFormSchema,
  resetPasswordBodySchema,
  sessionSchema,
} from './auth';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_SUCCESS_MESSAGE,
  contactBodySchema,
  contactResponseSchema,
} from './contact';

// The account and contact forms: one schema checks the browser form and the request body, so the
// words a user reads are the words the server answers with. Each refusal is pinned to its text.

const messageOf = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (r.success ? undefined : r.error?.issues[0]?.message);
const EMAIL = 'Please enter a valid email address';

describe('sign-in and sign-up bodies', () => {
  it('takes a trimmed e-mail and a password', () => {
    expect(loginBodySchema.parse({ email: '  ada@example.com ', password: 'x' })).toEqual({
      email: 'ada@example.com',
      password: 'x',
    });
  });

  it('refuses a missing, malformed or overlong e-mail with one message', () => {
    for (const email of [undefined, 42, 'not-an-email', `${'a'.repeat(245)}@example.com`])
      expect(messageOf(loginBodySchema.safeParse({ email, password: 'x' })), String(email)).toBe(EMAIL);
    expect(
      loginBodySchema.safeParse({ email: `${'a'.repeat(242)}@example.com`, password: 'x' }).success,
    ).toBe(true);
  });

  it('asks for a sign-in password of at most 200 characters', () => {
    const login = (password: unknown) => messageOf(loginBodySchema.safeParse({ email: 'a@b.co', password }));
    expect(login('')).toBe('Password is required');
    expect(login(undefined)).toBe('Password is required');
    expect(login('x'.repeat(201))).toBe('Password is too long');
    expect(login('x'.repeat(200))).toBeUndefined();
  });

  it('asks for a new password of 6 to 200 characters and names of at most 100', () => {
    const register = (over: Record<string, unknown>) =>
      messageOf(registerBodySchema.safeParse({ email: 'a@b.co', password: 'secret', ...over }));
    expect(register({})).toBeUndefined();
    expect(register({ password: '12345' })).toBe('Password must be at least 6 characters long');
    expect(register({ password: undefined })).toBe('Password must be at least 6 characters long');
    expect(register({ password: 'x'.repeat(201) })).toBe('Password is too long');
    expect(register({ firstName: 'x'.repeat(101) })).toBe('Names can be at most 100 characters');
    expect(register({ lastName: 'x'.repeat(101) })).toBe('Names can be at most 100 characters');
    expect(
      registerBodySchema.parse({ email: 'a@b.co', password: 'secret', firstName: ' Ada ' }).firstName,
    ).toBe('Ada');
    expect(register({ role: 'admin' })).toBeDefined();
  });

  it('checks the confirmation in the form only', () => {
    const form = (confirmPassword: unknown) =>
      registerFormSchema.safeParse({ email: 'a@b.co', password: 'secret', confirmPassword });
    expect(form('secret').success).toBe(true);
    expect(form('secreT').error?.issues[0]).toMatchObject({
      message: "Passwords don't match",
      path: ['confirmPassword'],
    });
    expect(messageOf(form('123'))).toBe('Please confirm your password');
    expect(form('x'.repeat(201)).success).toBe(false);
  });
});

describe('mailed links', () => {
  it('takes a link token of 10 to 200 characters', () => {
    expect(linkTokenBodySchema.parse({ token: 't'.repeat(10) })).toEqual({ token: 't'.repeat(10) });
    expect(messageOf(linkTokenBodySchema.safeParse({ token: 't'.repeat(9) }))).toBe('The link is incomplete');
    expect(messageOf(linkTokenBodySchema.safeParse({}))).toBe('The link is incomplete');
    expect(linkTokenBodySchema.safeParse({ token: 't'.repeat(201) }).success).toBe(false);
  });

  it('tells a missing reset token from a broken one', () => {
    const reset = (token: unknown) => resetPasswordBodySchema.safeParse({ token, password: 'secret' });
    expect(reset('t'.repeat(200)).success).toBe(true);
    expect(messageOf(reset(undefined))).toBe('Reset token is required');
    expect(messageOf(reset('short'))).toBe('Reset link is invalid');
    expect(reset('t'.repeat(201)).success).toBe(false);
    expect(forgotPasswordBodySchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
  });
});

describe('answers about the user', () => {
  const user = {
    id: 'u1',
    email: 'a@b.co',
    firstName: null,
    lastName: 'L',
    role: 'admin',
    subscriptionStatus: 'active',
    premiumUntil: null,
    customPrice: '2.00',
    paddleCustomerId: null,
    createdAt: 'now',
    emailVerified: true,
  };

  it('keeps every field of the current user and the session', () => {
    expect(currentUserSchema.parse(user)).toEqual(user);
    for (const role of ['user', 'admin'])
      for (const subscriptionStatus of ['free', 'active'])
        expect(currentUserSchema.safeParse({ ...user, role, subscriptionStatus }).success).toBe(true);
    expect(currentUserSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
    expect(sessionSchema.parse({ user })).toEqual({ user });
    expect(sessionSchema.parse({ user: null })).toEqual({ user: null });
    expect(messageSchema.parse({ message: 'Hi' })).toEqual({ message: 'Hi' });
  });
});

describe('the contact form', () => {
  const valid = { name: 'Ada', email: 'a@b.co', category: 'bug', subject: 'Hello', message: 'It broke' };
  const contact = (over: Record<string, unknown>) =>
    messageOf(contactBodySchema.safeParse({ ...valid, ...over }));

  it('takes every category, trimmed fields and nothing else', () => {
    for (const category of CONTACT_CATEGORIES) expect(contact({ category })).toBeUndefined();
    expect(contactBodySchema.parse({ ...valid, name: ' Ada ' }).name).toBe('Ada');
    expect(contactBodySchema.parse({ ...valid, email: ' a@b.co ' }).email).toBe('a@b.co');
    // A well-formed address longer than 254 characters cannot be a real one.
    const long = `${'a'.repeat(20)}@${`${'b'.repeat(60)}.`.repeat(4)}co`;
    expect(long.length).toBeGreaterThan(254);
    expect(contact({ email: long })).toBeDefined();
    // 'aaa@bbb…': the same address cut to 250 characters is taken.
    expect(contact({ email: long.slice(long.length - 250) })).toBeUndefined();
    expect(contact({ extra: 1 })).toBeDefined();
    expect(contactResponseSchema.parse({ message: CONTACT_SUCCESS_MESSAGE })).toEqual({
      message: 'Message sent',
    });
  });

  it('names the field in each refusal', () => {
    expect(contact({ name: '   ' })).toBe('Name is required');
    expect(contact({ name: undefined })).toBe('Name is required');
    expect(contact({ subject: '' })).toBe('Subject is required');
    expect(contact({ message: '' })).toBe('Message is required');
    expect(contact({ name: 'x'.repeat(101) })).toBe('Name can be at most 100 characters');
    expect(contact({ subject: 'x'.repeat(151) })).toBe('Subject can be at most 150 characters');
    expect(contact({ message: 'x'.repeat(5001) })).toBe('Message can be at most 5,000 characters');
    expect(contact({ message: 'x'.repeat(5000) })).toBeUndefined();
    expect(contact({ category: '' })).toBe('Please choose a category');
    for (const email of ['nope', undefined, `${'a'.repeat(250)}@b.co`])
      expect(contact({ email })).toBe(EMAIL);
  });

  it('labels each category for people', () => {
    expect(CONTACT_CATEGORY_LABELS).toEqual({
      technical: 'Technical Support',
      billing: 'Billing & Subscription',
      account: 'Account Help',
      features: 'Feature Request',
      bug: 'Bug Report',
      general: 'General Question',
    });
  });
});
