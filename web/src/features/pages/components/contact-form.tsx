import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_LIMITS,
  type ContactBody,
  type ContactFormValues,
  contactBodySchema,
} from '@core/api/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorStatus, serverMessage } from '@web/lib/api-error';
import { cn } from '@web/lib/cn';
import { useDraftDefaults, useFormDraft } from '@web/lib/drafts/use-form-draft';
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useSendContactMessage } from '../api/send-contact-message';

const EMPTY: ContactFormValues = { name: '', email: '', category: '', subject: '', message: '' };

const fieldClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-xs transition sm:text-sm ' +
  'placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 ' +
  'aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-600';

// FormField hands its id to its direct child, so the chevron is a background, not a wrapper element.
const selectChevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
  backgroundPosition: 'right 0.85rem center',
  backgroundSize: '1rem',
};

function failureText(error: unknown): string {
  if (errorStatus(error) === null)
    return "We couldn't reach the server. Check your connection and try again.";
  return serverMessage(error) || 'Please try again in a moment.';
}

// What stays on screen once a message is sent: not a toast that passes, but the form's own end,
// with where the copy went. Focus moves to its heading so a screen reader hears it at once.
function SentPanel({ email, onAnother }: { email: string; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="grid justify-items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6"
      data-testid="contact-sent"
    >
      <CircleCheck className="size-8 text-emerald-700" aria-hidden />
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Message sent
      </h2>
      <p className="text-sm text-slate-700">
        We'll get back to you within 24 hours. A copy of your message is on its way to{' '}
        <strong className="font-semibold text-slate-900 break-all">{email}</strong>.
      </p>
      <Button type="button" variant="outline" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}

// docs/product.md §5 'Contact form': every field required, submit disabled until all are filled. The
// browser checks with the same schema the server uses (core/api/contact.ts).
export function ContactForm() {
  const send = useSendContactMessage();
  // A long message survives a reload or a closed tab (one draft per device: the page is public);
  // sending clears it. The call needs no session, so an ended session cannot refuse it.
  const draftKey = 'contact';
  const initial = useDraftDefaults(draftKey, EMPTY, { merge: (empty, draft) => ({ ...empty, ...draft }) });
  const form = useForm<ContactFormValues, unknown, ContactBody>({
    defaultValues: initial.values,
    // The form starts with no category, which the schema (rightly) refuses until one is picked.
    resolver: zodResolver(contactBodySchema) as unknown as Resolver<ContactFormValues, unknown, ContactBody>,
  });
  const draft = useFormDraft(form, draftKey);
  const { register, handleSubmit, reset, control, formState } = form;
  const values = useWatch({ control });
  const allFilled = Object.keys(EMPTY).every((k) =>
    String(values[k as keyof ContactFormValues] ?? '').trim(),
  );
  const messageLength = values.message?.length ?? 0;
  const errors = formState.errors;
  // The address the copy went to; set, the form has ended in its sent state.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = handleSubmit((body) =>
    send.mutateAsync(body).then(
      () => {
        draft.clear();
        reset(EMPTY);
        setSentTo(body.email);
      },
      (error: unknown) => {
        toast({ title: 'Message not sent', description: failureText(error), variant: 'destructive' });
      },
    ),
  );

  if (sentTo !== null) return <SentPanel email={sentTo} onAnother={() => setSentTo(null)} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Contact Support">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} {...register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} {...register('email')} />
        </FormField>
      </div>
      <FormField label="Category" error={errors.category?.message}>
        <select
          className={cn(fieldClass, 'h-11 appearance-none bg-no-repeat pr-10')}
          style={selectChevron}
          {...register('category')}
        >
          <option value="" disabled>
            Choose a category
          </option>
          {CONTACT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CONTACT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input maxLength={CONTACT_LIMITS.subject} placeholder="How can we help?" {...register('subject')} />
      </FormField>
      <FormField
        label="Message"
        error={errors.message?.message}
        hint={`${messageLength.toLocaleString('en-US')} / ${CONTACT_LIMITS.message.toLocaleString('en-US')} characters`}
      >
        <textarea
          rows={7}
          maxLength={CONTACT_LIMITS.message}
          placeholder="Tell us what happened, and include your counter link if it's about a counter."
          className={cn(fieldClass, 'min-h-40 resize-y py-3')}
          {...register('message')}
        />
      </FormField>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">All fields are required.</p>
        <Button type="submit" size="lg" disabled={!allFilled} loading={send.isPending}>
          {!send.isPending && <Send aria-hidden />}
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
