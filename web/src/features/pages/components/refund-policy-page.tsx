import { Link } from 'wouter';
import { LegalLayout, type LegalSection } from './legal-layout';
import { MailLink, ResponseTimesList } from './support-info';

const sections: LegalSection[] = [
  {
    id: 'guarantee',
    title: '30-day money-back guarantee',
    body: (
      <p>
        If Premium is not right for you, ask for a refund within 30 days of your first Premium payment and we
        will refund it in full — no questions asked.
      </p>
    ),
  },
  {
    id: 'how-to-request',
    title: 'How to request a refund',
    body: (
      <>
        <p>
          Write to <MailLink email="billing@countstream.app" /> from the e-mail address of your account, or
          use the{' '}
          <Link href="/contact" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            contact form
          </Link>{' '}
          with the category Billing &amp; Subscription. Please include:
        </p>
        <ul>
          <li>the e-mail address of your Countstream account;</li>
          <li>your Paddle order number or the date of the payment, if you have it;</li>
          <li>optionally, what we could have done better.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'processing',
    title: 'Processing times',
    body: (
      <p>
        We process approved refunds within 1-2 business days. The money goes back to the payment method you
        used, and usually appears on your statement within 3-5 business days, depending on your bank or card
        issuer.
      </p>
    ),
  },
  {
    id: 'after-refund',
    title: 'What happens after a refund',
    body: (
      <p>
        A refund ends your Premium subscription and returns your account to the Free plan. Your counters stay
        viewable, the watermark link returns on public counters and embeds, and creating more than 1 counter
        needs Premium again.
      </p>
    ),
  },
  {
    id: 'renewals',
    title: 'Renewals and cancellation',
    body: (
      <p>
        After the first 30 days, monthly renewals are not refunded, but you can cancel at any time to stop
        future payments. Premium stays active until the end of the period you have already paid for.
      </p>
    ),
  },
  {
    id: 'outages',
    title: 'Service outages',
    body: (
      <p>
        If Countstream is unavailable because of a problem on our side for more than 24 hours in a row,
        Premium subscribers may receive a pro-rated refund for the time lost. Contact us and tell us which
        days were affected.
      </p>
    ),
  },
  {
    id: 'price-changes',
    title: 'Price changes',
    body: (
      <p>
        We announce price changes at least 30 days in advance by e-mail. If you do not want to continue at the
        new price, cancel before it applies and you will not be charged it.
      </p>
    ),
  },
  {
    id: 'paddle',
    title: 'Payments through Paddle',
    body: (
      <p>
        Our payments are handled by Paddle.com, the merchant of record for all Countstream orders. Refunds are
        issued through Paddle to your original payment method; the charge on your statement shows Paddle's
        name.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <>
        <p>
          Billing and refunds: <MailLink email="billing@countstream.app" />. Anything else:{' '}
          <MailLink email="support@countstream.app" /> or <MailLink email="tech@countstream.app" />.
        </p>
        <div className="max-w-sm rounded-2xl bg-slate-50 p-4">
          <ResponseTimesList />
        </div>
      </>
    ),
  },
];

export function RefundPolicyPage() {
  return (
    <LegalLayout
      title="Refund Policy"
      summary="A 30-day money-back guarantee on Premium, fast refunds, and clear rules for renewals and outages."
      sections={sections}
    />
  );
}
