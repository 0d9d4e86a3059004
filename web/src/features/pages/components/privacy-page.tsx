import { LegalLayout, type LegalSection } from './legal-layout';
import { MailLink, ResponseTimesList } from './support-info';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Countstream ("we", "us") runs countstream.app, a tool for creating animated number counters and
        countdown timers. This policy explains what personal information we collect when you use Countstream,
        why, and the choices you have. Questions go to <MailLink email="support@countstream.app" />.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> your e-mail address, optional first and last name, and your
          password, which we store only as a one-way hash (argon2id) — we can never read it.
        </li>
        <li>
          <strong>Your counters:</strong> names, titles, settings, colours and completion messages you enter.
        </li>
        <li>
          <strong>Subscription details:</strong> your plan, its status and the customer and subscription
          identifiers Paddle gives us. We never see or store your full card details.
        </li>
        <li>
          <strong>Support messages:</strong> the name, e-mail address, category, subject and message you send
          us.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser type and request logs, used to keep the service
          secure and working (for example, to limit repeated sign-in attempts).
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <>
        <p>We use your information only to run Countstream:</p>
        <ul>
          <li>to create your account, sign you in and keep your session secure;</li>
          <li>to save, show and share the counters you create;</li>
          <li>to manage your subscription and send service e-mails such as password resets and receipts;</li>
          <li>to answer your support requests;</li>
          <li>to prevent abuse, fraud and attacks, and to fix problems.</li>
        </ul>
        <p>We do not sell your personal information and we do not use it for advertising.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use one essential cookie to keep you signed in. It cannot be read by scripts and is not used for
        tracking. We use no advertising or third-party analytics cookies. During checkout, Paddle may set its
        own cookies to process your payment securely.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <ul>
          <li>
            <strong>Paddle</strong>, our payment provider and merchant of record, which processes payments,
            invoices, taxes and refunds under its own privacy policy;
          </li>
          <li>our hosting and e-mail delivery providers, only as needed to run the service;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
        <p>
          Counters are public by link: anyone with a counter's link can see its title and content, so do not
          put private information in a counter.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep your account and counters while your account exists. When an account is deleted, its counters
        and sessions are deleted with it. Support messages are kept as long as needed to help you and to keep
        a record of our answers. Payment records are kept by Paddle for as long as tax law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You can ask us to access, correct, export or delete your personal information, or object to how we use
        it. Write to <MailLink email="support@countstream.app" /> from the e-mail address of your account and
        we will act on your request promptly.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        All traffic to Countstream is encrypted with HTTPS. Passwords are hashed, sessions expire, password
        reset links are single-use and expire after 30 minutes, and sign-in attempts are rate limited. No
        system is perfectly secure, but we work hard to protect your information.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <p>
        Countstream is not intended for children under 13, and we do not knowingly collect personal
        information from them. If you believe a child under 13 has given us personal information, contact us
        and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as Countstream grows. We will post the new version on this page and, for
        significant changes, tell you by e-mail before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          General and privacy questions: <MailLink email="support@countstream.app" />. Billing:{' '}
          <MailLink email="billing@countstream.app" />. Technical issues:{' '}
          <MailLink email="tech@countstream.app" />.
        </p>
        <div className="max-w-sm rounded-2xl bg-slate-50 p-4">
          <ResponseTimesList />
        </div>
      </>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      summary="What we collect, why we collect it, and how you stay in control. The short version: only what we need to run Countstream, never sold."
      sections={sections}
    />
  );
}
