import { z } from 'zod';

// POST /api/contact (docs/product.md §3 'Support message', §5 'Contact form'). The same schema checks the
// browser form and the request body, so both give the same messages.
export const CONTACT_CATEGORIES = ['technical', 'billing', 'account', 'features', 'bug', 'general'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  technical: 'Technical Support',
  billing: 'Billing & Subscription',
  account: 'Account Help',
  features: 'Feature Request',
  bug: 'Bug Report',
  general: 'General Question',
};

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

// Trimmed first, so a field of only spaces counts as empty.
const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1)
    .max(max, { error: `${label} can be at most ${max.toLocaleString('en-US')} characters` });

export const contactBodySchema = z.strictObject({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(CONTACT_LIMITS.email)
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  category: z.enum(CONTACT_CATEGORIES, { error: 'Please choose a category' }),
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
// What the form holds before validation: category starts empty until the user picks one.
export type ContactFormValues = Omit<ContactBody, 'category'> & { category: ContactCategory | '' };

export const contactResponseSchema = z.object({ message: z.string() });
export const CONTACT_SUCCESS_MESSAGE = 'Message sent';
