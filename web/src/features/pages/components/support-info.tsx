import { Clock, CreditCard, LifeBuoy, Wrench } from 'lucide-react';

// The three support addresses and the response times of docs/product.md §6/§9, shared by the contact,
// help and policy pages so they never disagree.
export const SUPPORT_ADDRESSES = [
  { email: 'support@countstream.app', label: 'General support', Icon: LifeBuoy },
  { email: 'billing@countstream.app', label: 'Billing & refunds', Icon: CreditCard },
  { email: 'tech@countstream.app', label: 'Technical issues', Icon: Wrench },
] as const;

export const RESPONSE_TIMES = [
  { who: 'Premium users', time: 'within 4 hours' },
  { who: 'Free users', time: 'within 24 hours' },
  { who: 'General inquiries', time: '1-2 business days' },
] as const;

export function MailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-semibold text-brand-700 [overflow-wrap:anywhere] underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {email}
    </a>
  );
}

export function ResponseTimesList() {
  return (
    <dl className="grid gap-3">
      {RESPONSE_TIMES.map((r) => (
        <div key={r.who} className="flex items-center justify-between gap-3 text-sm">
          <dt className="inline-flex items-center gap-2 whitespace-nowrap text-slate-600">
            <Clock className="size-4 text-slate-400" aria-hidden />
            {r.who}
          </dt>
          <dd className="font-semibold whitespace-nowrap text-slate-900">{r.time}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SupportAddressList() {
  return (
    <ul className="grid gap-4">
      {SUPPORT_ADDRESSES.map(({ email, label, Icon }) => (
        <li key={email} className="flex items-start gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-4" aria-hidden />
          </span>
          <span className="grid text-sm">
            <span className="text-slate-600">{label}</span>
            <MailLink email={email} />
          </span>
        </li>
      ))}
    </ul>
  );
}
