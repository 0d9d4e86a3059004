import { PremiumPriceText } from '@web/components/marketing/premium-price';
import { Crown } from 'lucide-react';
import { A, Para } from './help-bits';
import type { HelpTopic } from './help-topic';

const Jump = ({ to, children }: { to: string; children: string }) => (
  <a href={`#${to}`} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
    {children}
  </a>
);

// What Premium sells, in one place: each line is a rule the server enforces (core/plan/plan-rules.ts
// and the Premium checks of the live, subathon, export, e-mail and API routes).
export const PREMIUM_TOPIC: HelpTopic = {
  id: 'premium',
  title: 'What Premium includes',
  Icon: Crown,
  summary: 'Everything Premium adds to the Free plan, with a guide for each.',
  keywords: 'premium plan pricing upgrade free vs paid features subscription',
  figure: {
    src: '/help/premium.webp',
    alt: 'The Free and Premium plans side by side, with what each includes.',
    caption: 'The two plans, as the home page shows them.',
    width: 880,
    height: 675,
  },
  body: (
    <>
      <Para>
        Free gives you 1 counter with every font, colour, animation style and icon, and a public link to share
        it. Premium costs <PremiumPriceText /> a month and adds:
      </Para>
      <ul className="grid list-disc gap-1.5 pl-5">
        <li>Unlimited counters, gradient backgrounds and no watermark.</li>
        <li>
          <Jump to="obs-and-embeds">Embeds for OBS and websites</Jump>.
        </li>
        <li>
          <Jump to="live-control">Live control and the phone remote</Jump>.
        </li>
        <li>
          <Jump to="subathons">Subathons and goals fed by Twitch and Kick</Jump>.
        </li>
        <li>
          <Jump to="email-timers">Live countdowns in e-mails</Jump>.
        </li>
        <li>
          <Jump to="export">Export to video, PNG and settings files</Jump>.
        </li>
        <li>
          <Jump to="api-and-webhooks">API keys and webhooks</Jump>.
        </li>
        <li>
          <Jump to="live-counts">Live counts</Jump> every minute instead of every 10 minutes, and sending
          viewers to a link at zero.
        </li>
        <li>Priority support: an answer within 4 hours.</li>
      </ul>
      <Para>
        Upgrade with <strong>Upgrade Now</strong> on your <A href="/account">dashboard</A>; cancel any time,
        with a 30-day money-back guarantee.
      </Para>
    </>
  ),
  items: [],
};
