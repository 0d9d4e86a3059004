import { ObsGuide } from '@web/components/obs/obs-guide';
import { Gauge, MonitorPlay, Smartphone } from 'lucide-react';
import { A, Code, Para, Steps } from './help-bits';
import type { HelpTopic } from './help-topic';

// Guides for streamers: OBS and embeds, live control and the phone remote, subathons with Twitch
// and Kick. Every button name is the one on screen (docs/live-counters.md, docs/subathon.md).
export const OBS_GUIDE: HelpTopic = {
  id: 'obs-and-embeds',
  title: 'OBS and website embeds',
  Icon: MonitorPlay,
  summary: 'Put a counter on your stream or your website. Premium.',
  keywords: 'streamlabs browser source iframe embed code transparent width height html',
  figure: {
    src: '/help/obs-embed.webp',
    alt: 'The Embed Your Counter dialog with the embed code, the Copy button and the OBS browser source URL.',
    caption: 'Embed on a counter card opens Embed Your Counter.',
    width: 576,
    height: 810,
  },
  body: (
    <>
      <Para>
        Every counter has a public link anyone can open. To show it inside OBS, Streamlabs or your own
        website, use its embed: a Premium feature.
      </Para>
      <Steps>
        <li>
          On your <A href="/account">dashboard</A>, click <strong>Embed</strong> on the counter’s card. The{' '}
          <strong>Embed Your Counter</strong> dialog opens on the <strong>Website &amp; OBS</strong> tab.
        </li>
        <li>
          For a website, click <strong>Copy</strong> and paste the code into your page’s HTML. It shows the
          counter in a frame; change its width and height to fit your layout.
        </li>
        <li>
          For OBS, click <strong>Copy URL</strong> under <strong>OBS browser source</strong>, then:
          <ObsGuide className="mt-1.5 grid list-[lower-alpha] gap-1 pl-5" />
        </li>
      </Steps>
      <Para>
        The browser-source URL ends with <Code>?transparent=1&amp;autostart=1</Code>: no background, and the
        counter starts by itself. Add <Code>&amp;sound=1</Code> to hear the sound at zero, and{' '}
        <Code>&amp;events=1</Code> on a subathon or goal to list the latest events under it.
      </Para>
    </>
  ),
  items: [
    {
      q: 'Why does my browser source show nothing or the wrong size?',
      a: 'Use the width and height the dialog suggests; they fit your design. If you changed the counter, right-click the source in OBS and choose Refresh cache of current page.',
    },
    {
      q: 'Does the embed show the watermark?',
      a: 'No. Embeds are a Premium feature, and Premium counters have no watermark.',
    },
  ],
};

export const LIVE_CONTROL_GUIDE: HelpTopic = {
  id: 'live-control',
  title: 'Live control and the phone remote',
  Icon: Smartphone,
  summary: 'Start, pause and change a counter on every screen at once, from your phone. Premium.',
  keywords: 'synced remote control page start pause resume reset add time set value hook url mobile',
  figure: {
    src: '/help/live-control.webp',
    alt: 'The control page on a phone: the live value, Start and Reset, and buttons that add or take away time.',
    caption: 'The control page, here on a phone.',
    width: 390,
    height: 760,
    maxWidth: 300,
  },
  body: (
    <>
      <Para>
        A synced counter runs on our server, not in each browser: OBS, the share link and every embed show the
        same value at the same moment, and a PC restart loses nothing.
      </Para>
      <Steps>
        <li>
          Edit the counter and turn on <strong>Synced (live control)</strong>, then click{' '}
          <strong>Update Counter</strong>.
        </li>
        <li>
          On the dashboard, click <strong>Control</strong> on its card. The control page opens at{' '}
          <Code>/counter/…/control</Code>.
        </li>
        <li>
          Press <strong>Start</strong>. <strong>Pause</strong>, <strong>Resume</strong> and{' '}
          <strong>Reset</strong> reach every display within a second. Countdowns get <strong>+1 min</strong>,{' '}
          <strong>−1 min</strong>, <strong>+10 s</strong> and <strong>−10 s</strong>; number counters get{' '}
          <strong>+1</strong>, <strong>+10</strong>, <strong>−1</strong>, <strong>−10</strong> and{' '}
          <strong>Set</strong> for any value.
        </li>
      </Steps>
      <Para>
        <strong>Phone remote:</strong> open the control page on your phone (sign in there once) and add it to
        your home screen. The buttons are big enough for a thumb while you are live.
      </Para>
    </>
  ),
  items: [
    {
      q: 'Can my viewers pause a synced counter?',
      a: 'No. Visitors of the share link only get Fullscreen; embeds and OBS sources show no controls. Only you, signed in, control the run.',
    },
    {
      q: 'Can a stream tool add to the count?',
      a: (
        <>
          Yes. On the control page of a number counter, <strong>Make a webhook URL</strong> gives a secret
          link that adds 1 each time a tool sends a POST to it. For more, see{' '}
          <a href="#api-and-webhooks" className="font-semibold text-brand-700 hover:underline">
            API keys and webhooks
          </a>
          .
        </>
      ),
    },
  ],
};

export const SUBATHON_GUIDE: HelpTopic = {
  id: 'subathons',
  title: 'Subathons, Twitch and Kick',
  Icon: Gauge,
  summary: 'A timer that subs, bits, gifts and tips extend, fed by Twitch and Kick. Premium.',
  keywords:
    'subathon twitch kick subs bits gift cheer tip follow raid chat commands addtime cap happy hour goal events',
  figure: {
    src: '/help/subathon.webp',
    alt: 'The Event rules card: a rule adding 300 seconds per sub, the Cap in minutes and Save rules.',
    caption: 'Event rules on the control page of a synced countdown.',
    width: 576,
    height: 554,
  },
  body: (
    <>
      <Para>
        A subathon is a synced countdown that events extend. A goal is a synced number counter that events
        push toward its end number.
      </Para>
      <Steps>
        <li>
          Create a <strong>Date &amp; Time</strong> counter (or a <strong>Number Counter</strong> for a goal)
          and turn on <strong>Synced (live control)</strong>.
        </li>
        <li>
          On its control page, in <strong>Event rules</strong>, click <strong>Add rule</strong> for each
          event: how many seconds (or how much value) it adds <strong>Per</strong> amount, such as 300 seconds
          per sub or 60 seconds per 100 bits. Set <strong>Cap (minutes)</strong> if the timer must stop
          growing, then <strong>Save rules</strong>.
        </li>
        <li>
          Click <strong>Connect Twitch</strong> or <strong>Connect Kick</strong> and allow access. Subs,
          gifts, bits or Kicks and follows then reach every running synced counter of your account.
        </li>
        <li>
          Press <strong>Start</strong>. The <strong>Events</strong> card lists each event with what it added
          and an <strong>Undo</strong>; <strong>Happy hour ×2</strong> and <strong>×3</strong> multiply events
          for an hour.
        </li>
      </Steps>
      <Para>
        You and your moderators can type <Code>!addtime 5m</Code>, <Code>!subtime 2m</Code>,{' '}
        <Code>!pause</Code>, <Code>!resume</Code> and <Code>!timer</Code> in chat.
      </Para>
    </>
  ),
  items: [
    {
      q: 'How do tips from StreamElements, Streamlabs or Ko-fi count?',
      a: 'Send them with an API key: the control page’s Send events from your tools card has ready recipes for Streamer.bot, Stream Deck and curl. A tip adds time by your tip rule.',
    },
    {
      q: 'My Twitch card says Needs reconnecting.',
      a: 'Twitch stopped sending events, usually after a password change or removing the app on Twitch. Click Reconnect Twitch. We also send you an e-mail when it happens.',
    },
  ],
};
