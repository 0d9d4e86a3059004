import { EMAIL_IMAGE_UPGRADE_NOTE } from '@core/plan/email-images';
import { Film, KeyRound, Mail } from 'lucide-react';
import { A, Code, Para, Steps } from './help-bits';
import type { HelpTopic } from './help-topic';

// Guides for marketers and tool builders: e-mail timers, export, API keys and webhooks.
export const EMAIL_GUIDE: HelpTopic = {
  id: 'email-timers',
  title: 'E-mail timers',
  Icon: Mail,
  summary: 'A countdown image for newsletters that shows the time left when each reader opens it. Premium.',
  keywords: 'email newsletter gif image mailchimp klaviyo gmail sale launch',
  figure: {
    src: '/help/email-timer.webp',
    alt: 'The E-mail tab of the embed dialog: the image code, Copy code, and a preview of the countdown image.',
    caption: 'The E-mail tab of Embed Your Counter.',
    width: 576,
    height: 810,
  },
  body: (
    <>
      <Para>
        E-mails cannot run scripts, so the timer is an image our server draws at the moment each reader opens
        the e-mail: it always shows the time left then.
      </Para>
      <Steps>
        <li>
          Make a <strong>Date &amp; Time</strong> counter with your sale or launch date.
        </li>
        <li>
          On the dashboard, click <strong>Embed</strong> on its card and open the <strong>E-mail</strong> tab.
        </li>
        <li>
          Click <strong>Copy code</strong> and paste it into your e-mail: in Mailchimp a Code or HTML block,
          in Klaviyo a Text block switched to Source. For Gmail, open the preview, copy the image and paste it
          into your message.
        </li>
      </Steps>
      <Para>
        A click on the image opens the counter’s page. The image is drawn for e-mail: big digits across the
        width, empty units left out (a two-hour sale shows hours, minutes and seconds), and twice as many
        pixels as it is shown with, so it is sharp on phones.
      </Para>
    </>
  ),
  items: [
    {
      q: 'What does the image show after the sale?',
      a: 'Your choice, under Countdown Options, E-mail image: a text such as “Sale ended” (empty, the completion message), or the timer at 00:00:00.',
    },
    {
      q: 'Does a live-controlled countdown’s image follow my pauses and added time?',
      a: 'Yes: it shows the time the live counter shows, with added time and pauses, within a second of each change.',
    },
    {
      q: 'Why does my e-mail image stand still?',
      a: `The image of a Free counter is a single still frame marked “${EMAIL_IMAGE_UPGRADE_NOTE}”. With Premium it is a live countdown.`,
    },
  ],
};

export const EXPORT_GUIDE: HelpTopic = {
  id: 'export',
  title: 'Export videos, images and settings',
  Icon: Film,
  summary: 'Clips for Reels, Shorts and TikTok, PNG frames and design files. Premium.',
  keywords: 'export video mp4 webm reels shorts tiktok png image transparent json backup import download',
  figure: {
    src: '/help/export.webp',
    alt: 'The export page: a preview of the counter, the Video options and the Export video button.',
    caption: 'Export on a counter card opens this page.',
    width: 880,
    height: 720,
  },
  body: (
    <>
      <Steps>
        <li>
          On the dashboard, click <strong>Export</strong> on the counter’s card.
        </li>
        <li>
          <strong>Video:</strong> pick <strong>MP4</strong> or <strong>WebM</strong>, a shape (9:16 for Reels,
          Shorts and TikTok, 16:9 or 1:1) and <strong>30 fps</strong> or <strong>60 fps</strong>, then click{' '}
          <strong>Export video</strong>. A number counter exports its run; a countdown its final seconds, with
          the completion message and confetti.
        </li>
        <li>
          <strong>Image:</strong> <strong>Download PNG</strong> saves the preview’s frame; turn on{' '}
          <strong>Transparent background</strong> for an overlay.
        </li>
        <li>
          <strong>Settings:</strong> <strong>Download settings JSON</strong> backs up the design;{' '}
          <strong>Import from file</strong> makes a new counter from one.
        </li>
      </Steps>
      <Para>
        The video is made in your browser: nothing is uploaded, and you can cancel at any time. Free users see
        what export offers and an <strong>Upgrade to Premium</strong> button.
      </Para>
    </>
  ),
  items: [],
};

export const API_GUIDE: HelpTopic = {
  id: 'api-and-webhooks',
  title: 'API keys and webhooks',
  Icon: KeyRound,
  summary: 'Drive synced counters from bots and tools, and tell your server when things happen. Premium.',
  keywords:
    'api key bearer token rest openapi docs webhook url hook outbound signing secret whsec streamer.bot stream deck curl integration',
  figure: {
    src: '/help/api-keys.webp',
    alt: 'The API keys card on the dashboard: Key name, Access, Counters and Create key.',
    caption: 'API keys, at the bottom of the dashboard.',
    width: 880,
    height: 488,
  },
  body: (
    <>
      <Para>
        <strong>API keys.</strong> On the <A href="/account">dashboard</A>, in <strong>API keys</strong>, give
        the key a <strong>Key name</strong>, choose <strong>Control</strong> or <strong>Read only</strong> and{' '}
        <strong>All counters</strong> or <strong>Only chosen counters</strong>, then click{' '}
        <strong>Create key</strong>. Copy the key at once: it is not shown again. Send it as{' '}
        <Code>Authorization: Bearer cs_live_…</Code> to set, add to or start a synced counter, or to send it
        events; each key may make 120 calls a minute. Every call is described in the{' '}
        <a href="/api/docs" className="font-semibold text-brand-700 hover:underline">
          API description
        </a>
        .
      </Para>
      <Para>
        <strong>Webhook URL.</strong> On a number counter’s control page, <strong>Make a webhook URL</strong>{' '}
        gives a secret link that adds 1 for each POST, for tools that can only call a link.
      </Para>
      <Para>
        <strong>Outbound webhooks.</strong> On a synced counter’s control page, add up to 5 https addresses.
        Each event, milestone and completion is sent to them as JSON, signed with the{' '}
        <Code>Countstream-Signature</Code> header and the signing secret (<Code>whsec_…</Code>) shown once
        when you add the address. <strong>Send test</strong> sends one at once, and{' '}
        <strong>Recent deliveries</strong> shows what your server answered.
      </Para>
    </>
  ),
  items: [
    {
      q: 'I lost my API key.',
      a: 'Keys are stored only as a fingerprint, so nobody can show it again. Revoke it in API keys and create a new one.',
    },
  ],
};
