import { PremiumPriceText } from '@web/components/marketing/premium-price';
import { Link } from 'wouter';
import { LegalLayout, type LegalSection } from './legal-layout';
import { MailLink } from './support-info';

const RefundLink = () => (
  <Link href="/refund-policy" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
    Refund Policy
  </Link>
);

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using Countstream (countstream.app) you agree to these Terms of Service. If
        you do not agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        Countstream lets you create animated number counters and countdown timers, share them by public link,
        and — on Premium — embed them in websites and streaming software. We may improve, change or remove
        features over time; we will not take away a paid feature during a period you have already paid for.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>You must be at least 13 years old to use Countstream.</li>
        <li>
          Give accurate information and keep your password secret; you are responsible for your account.
        </li>
        <li>Tell us at once at support@countstream.app if you think someone else has access to it.</li>
      </ul>
    ),
  },
  {
    id: 'plans',
    title: 'Free and Premium plans',
    body: (
      <>
        <p>
          The <strong>Free plan</strong> costs $0/month and includes 1 counter, customization, all animation
          styles and social media icons. Public free counters show a Countstream watermark link.
        </p>
        <p>
          The <strong>Premium plan</strong> costs <PremiumPriceText /> and adds unlimited counters, gradient
          backgrounds, watermark removal, embedding, export options and priority support.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Payments and billing',
    body: (
      <>
        <p>
          Payments are processed by Paddle.com, our online reseller and merchant of record. Paddle handles
          checkout, invoices, sales tax and VAT, and refunds, and its buyer terms apply to your purchase.
        </p>
        <p>
          Premium is billed monthly in advance and renews automatically until you cancel. You can cancel at
          any time; Premium stays active until the end of the period you paid for.
        </p>
      </>
    ),
  },
  {
    id: 'price-changes',
    title: 'Price changes',
    body: (
      <p>
        We may change the Premium price. We will tell you by e-mail at least 30 days before a new price
        applies to your subscription, so you have time to cancel if you do not want to continue.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <p>
        New Premium subscriptions come with a 30-day money-back guarantee. Refunds are processed in 1-2
        business days and appear on your statement within 3-5 business days. A refund ends Premium and returns
        your account to the Free plan. Details are in our <RefundLink />.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Do not use Countstream to:</p>
        <ul>
          <li>show unlawful, hateful, harassing, sexually explicit or misleading content;</li>
          <li>impersonate others or infringe anyone's trademarks or copyright;</li>
          <li>attack, overload, scrape or reverse-engineer the service, or get around plan limits.</li>
        </ul>
        <p>We may remove counters or suspend accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        You own the counters and text you create. You give us permission to store, display and deliver them as
        needed to run the service, including to anyone who opens your counter's public link or embed.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability',
    body: (
      <p>
        We work to keep Countstream available around the clock, but we cannot promise uninterrupted service.
        If an outage on our side lasts more than 24 hours, Premium subscribers may receive a pro-rated refund
        for the time lost — contact <MailLink email="billing@countstream.app" />.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimer and limitation of liability',
    body: (
      <p>
        Countstream is provided "as is". To the extent the law allows, we are not liable for indirect or
        consequential losses, and our total liability is limited to the amount you paid us in the 12 months
        before the claim.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your account',
    body: (
      <p>
        You may stop using Countstream and ask us to delete your account at any time. We may suspend or close
        accounts that seriously or repeatedly break these terms, and will tell you why.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        We will post changes to these terms on this page and e-mail you about significant ones before they
        take effect. Questions: <MailLink email="support@countstream.app" />, billing:{' '}
        <MailLink email="billing@countstream.app" />, technical: <MailLink email="tech@countstream.app" />.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      summary="The rules for using Countstream: your account, our plans, payments through Paddle, and what we expect from each other."
      sections={sections}
    />
  );
}
