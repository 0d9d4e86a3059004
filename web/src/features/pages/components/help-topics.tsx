import {
  ANIMATION_STYLE_COUNT_WORD,
  ANIMATION_STYLE_LIST,
} from '@web/components/marketing/animation-style-words';
import { PremiumPriceText } from '@web/components/marketing/premium-price';
import { ObsGuide } from '@web/components/obs/obs-guide';
import { CreditCard, LifeBuoy, Palette, Rocket, Share2 } from 'lucide-react';
import { A, Code } from './help-bits';
import { COUNTDOWN_TOPIC } from './help-countdown-topic';
import { LIVE_CONTROL_GUIDE, OBS_GUIDE, SUBATHON_GUIDE } from './help-guides-streaming';
import { API_GUIDE, EMAIL_GUIDE, EXPORT_GUIDE } from './help-guides-tools';
import { LIVE_COUNTS_TOPIC } from './help-live-counts-topic';
import { PREMIUM_TOPIC } from './help-premium-topic';
import type { HelpTopic } from './help-topic';

export type { HelpTopic } from './help-topic';

/** The articles, linked from the top of the page and from elsewhere in the app by their id. */
export const HELP_GUIDES: HelpTopic[] = [
  PREMIUM_TOPIC,
  OBS_GUIDE,
  LIVE_CONTROL_GUIDE,
  SUBATHON_GUIDE,
  LIVE_COUNTS_TOPIC,
  EMAIL_GUIDE,
  EXPORT_GUIDE,
  API_GUIDE,
];

// docs/product.md §2 'Static pages': the Help Center's FAQ groups. Prices come from GET /api/pricing.
export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    Icon: Rocket,
    items: [
      {
        q: 'How do I create my first counter?',
        a: (
          <>
            <A href="/auth">Sign up</A> for a free account, then click <strong>New Counter</strong> on your
            dashboard. Give it a name and a title, choose a number counter or a date-and-time countdown, style
            it, and click <strong>Create Counter</strong>. Your counter is live right away.
          </>
        ),
      },
      {
        q: "What's the difference between a number counter and a countdown?",
        a: 'A number counter counts up or down between a start and an end number, at the speed and increment you choose — great for followers, subscribers or donations. A countdown counts down to a date and time and shows days, hours, minutes and seconds.',
      },
      {
        q: 'How many counters can I make for free?',
        a: 'The Free plan includes 1 counter with full customization, all animation styles and social media icons. Premium removes the limit.',
      },
      {
        q: 'Can I try it before signing up?',
        a: (
          <>
            Yes — open the <A href="/counter/demo">interactive demo</A> to see a counter run, pause and finish
            with confetti. No account needed.
          </>
        ),
      },
    ],
  },
  {
    id: 'customization',
    title: 'Customization Options',
    Icon: Palette,
    items: [
      {
        q: 'What can I customize?',
        a: 'The title, font, number style (normal, 3D or outline), colours of the counter, title and icon, the background, a social media icon and its position, the animation style and speed, and the message shown when the counter completes.',
      },
      {
        q: 'Which animation styles are available?',
        a: `${ANIMATION_STYLE_COUNT_WORD}: ${ANIMATION_STYLE_LIST}. Use Test Animation in the live preview to see each one before saving.`,
      },
      {
        q: 'How do I get a gradient background?',
        a: 'Gradient backgrounds are part of Premium. Premium users pick two colours and a direction, or start from one of the ready-made gradient templates. Free counters use a solid background colour.',
      },
      {
        q: 'Can I make the number go up by random amounts?',
        a: 'Yes. Turn on random increments and set a minimum and maximum; each tick adds a random amount in that range, which looks natural for follower or viewer counts.',
      },
    ],
  },
  COUNTDOWN_TOPIC,
  {
    id: 'billing',
    title: 'Subscription & Billing',
    Icon: CreditCard,
    items: [
      {
        q: 'How much does Premium cost?',
        a: (
          <>
            Premium is <PremiumPriceText />, billed monthly. It includes unlimited counters, gradient
            backgrounds, watermark removal, embedding, export options and priority support.
          </>
        ),
      },
      {
        q: 'How do I upgrade?',
        a: 'Click Upgrade Now on your dashboard. Checkout opens in a secure window run by Paddle, our payment partner, and Premium switches on as soon as the payment succeeds.',
      },
      {
        q: 'Can I cancel at any time?',
        a: 'Yes. Cancel from the link in your Paddle receipt e-mail, or write to billing@countstream.app and we will do it for you. Premium stays active until the end of the period you paid for; then your account returns to the Free plan. Your counters stay viewable, but creating more than 1 needs Premium again.',
      },
      {
        q: 'Do you offer refunds?',
        a: (
          <>
            New subscriptions have a 30-day money-back guarantee. Refunds are processed in 1-2 business days
            and appear on your statement within 3-5 business days. See the{' '}
            <A href="/refund-policy">Refund Policy</A>.
          </>
        ),
      },
    ],
  },
  {
    id: 'embedding',
    title: 'Embedding & Sharing',
    Icon: Share2,
    items: [
      {
        q: 'How do I share my counter?',
        a: 'Click Share on the counter card in your dashboard to copy its public link. Anyone with the link can watch it full screen — no account needed.',
      },
      {
        q: 'How do I embed a counter on my website?',
        a: 'Premium users click Embed on a counter card and copy the code. Paste it into your site’s HTML: it shows the counter in a responsive frame, and you can change its width and height to fit your layout.',
      },
      {
        q: 'How do I add a counter to OBS or Streamlabs?',
        a: (
          <>
            Click <strong>Embed</strong> on a counter card and copy its <strong>browser-source URL</strong>{' '}
            (it ends with <Code>?transparent=1&amp;autostart=1</Code>). Then:
            <ObsGuide className="mt-2 mb-2 grid list-decimal gap-1 pl-5" />
            The dialog suggests a width and height that fit your design. Embedding is a Premium feature.
          </>
        ),
      },
      {
        q: 'Why is there a watermark on my counter?',
        a: 'Free counters show a small watermark link to Countstream. Upgrade to Premium and it disappears from your public counters and embeds.',
      },
    ],
  },
  {
    id: 'technical',
    title: 'Technical Support',
    Icon: LifeBuoy,
    items: [
      {
        q: 'My countdown shows a different time than expected. Why?',
        a: 'Countdowns end at the date and time you chose in your own time zone, and every viewer sees the same moment. If you travelled or changed your computer’s time zone, edit the counter and save it again.',
      },
      {
        q: 'The counter does not update in OBS.',
        a: 'Right-click the browser source, choose Refresh cache of current page, and check the URL ends with ?transparent=1&autostart=1. Make sure “Shutdown source when not visible” is off if the counter should keep running.',
      },
      {
        q: 'Which browsers are supported?',
        a: 'The latest versions of Chrome, Edge, Firefox and Safari on desktop and mobile, plus OBS and Streamlabs browser sources.',
      },
      {
        q: 'How do I report a bug?',
        a: (
          <>
            Use the <A href="/contact">contact form</A> with the category Bug Report, or write to
            tech@countstream.app. Tell us the counter link, your browser and what you expected to happen.
          </>
        ),
      },
    ],
  },
];
