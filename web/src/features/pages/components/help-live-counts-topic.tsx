import { MAX_LIVE_SOURCES } from '@core/live-sources/live-source-schema';
import { Radio } from 'lucide-react';
import type { ReactNode } from 'react';
import { Code, Para, Steps } from './help-bits';
import type { HelpTopic } from './help-topic';

type Item = { q: string; a: ReactNode };

// Live counts (issue #38): a number counter that shows real follower and subscriber counts. One
// answer per question a creator asks, in the order the counter form raises them.
const ITEMS: Item[] = [
  {
    q: 'Which counts can a counter follow?',
    a: 'Subscribers of a YouTube channel, and followers of a Twitch channel, a Bluesky account or an X account: paste the account. Followers of your own Instagram professional account, Facebook Page, TikTok or Threads account, and your Kick channel’s subscribers and followers: these platforms give the count only to the account’s owner, so you connect the account once (Connect in the Live count row) and pick it. For Facebook, choose the one Page to count in Facebook’s window; a counter follows one Page per connection. Make a number counter, turn on Follow a live count in the Live count section and pick the platform. A preview shows the account’s picture, name and count right away, so you know it is the right one before you save.',
  },
  {
    q: 'Why does Kick say “Counted since you connected”?',
    a: 'Kick does not publish a follower total, only each new follow. Enter the follower count your Kick channel shows on the Kick card of the control page; from then on every follow Kick sends is added to it. An unfollow is never sent, so it is not subtracted. Your subscribers come straight from Kick.',
  },
  {
    q: 'What if a connected account stops working?',
    a: 'When the platform refuses our access (you removed the app, changed your password, or the access expired), the counter keeps showing the last count, you get one e-mail, and the dashboard and the form show Reconnect. Connecting again brings the count back; nothing else needs to change.',
  },
  {
    q: 'Can I show two accounts against each other?',
    a: 'Yes: follow exactly two accounts and set Show to Versus. Both counts stand side by side, each under its label (the account’s name unless you write one), with the gap under them and the leader marked. The gap moves with the counts.',
  },
  {
    q: 'What are “+N today” and the 30-day chart?',
    a: 'Turn on Show “+N today” and the counter writes what its accounts gained since midnight (UTC) under the count, in the counter’s language. The dashboard card and the form show a chart of each account’s daily count over the last 30 days, from the day the counter started following it. YouTube’s rules do not allow charts or totals built from its data, so a YouTube account has neither.',
  },
  {
    q: 'What do I paste?',
    a: (
      <ul className="grid list-disc gap-1 pl-5">
        <li>
          YouTube: the channel’s <Code>@handle</Code> or its link, such as <Code>youtube.com/@name</Code> or{' '}
          <Code>youtube.com/channel/UC…</Code>. Old <Code>/user/</Code> and <Code>/c/</Code> links cannot be
          looked up any more; use the @handle instead.
        </li>
        <li>
          Twitch: the channel’s login, such as <Code>twitchdev</Code>, or its <Code>twitch.tv/twitchdev</Code>{' '}
          link.
        </li>
        <li>
          Bluesky: the handle, such as <Code>name.bsky.social</Code> or your own domain, or the profile link{' '}
          <Code>bsky.app/profile/…</Code>.
        </li>
        <li>
          X: the <Code>@handle</Code> or the <Code>x.com/handle</Code> link.
        </li>
      </ul>
    ),
  },
  {
    q: 'How do I set a goal?',
    a: 'End Number is the goal: the progress under the count runs up to it. The count itself comes from the platform, so Start Number and Increment do not apply while Live count is on.',
  },
  {
    q: 'Can I add up several accounts?',
    a: `Yes, up to ${MAX_LIVE_SOURCES}, on any mix of platforms: the counter shows their sum, such as your YouTube subscribers plus your Twitch followers. If one of them is rounded, the sum is too; if one of them is hidden, the sum is not shown, since it would give the hidden count away.`,
  },
  {
    q: 'How often does the count update?',
    a: 'Premium counters update every minute and Free counters every 10 minutes, while the counter is open somewhere (a page, an embed or OBS). X accounts update every 15 minutes on every plan, because X charges for every read. A display shows a new count as soon as it is read, without a reload.',
  },
  {
    q: 'Why does my YouTube count end in zeros?',
    a: 'YouTube itself rounds subscriber counts of 1,000 and more down to three significant figures (1,234,567 shows as 1,230,000), on its own pages and to every app. We show exactly what YouTube gives, marked “Rounded by YouTube”, so the counter moves when YouTube’s public figure moves.',
  },
  {
    q: 'Do you ever guess the number?',
    a: 'No. The counter shows only what the platform reports: no estimates between updates, no made-up ticking. A count the creator has hidden (YouTube lets channels hide it) is never shown, and the counter says “Hidden by the creator”.',
  },
  {
    q: 'What does “stale” mean?',
    a: 'A platform could not be read at the last update: it was down, or its limit was reached (for example “YouTube’s daily limit reached, next update after midnight Pacific.”). The counter keeps showing the last count it read, marked with the reason, and updates again as soon as the platform answers.',
  },
  {
    q: 'What does OBS show after a reload?',
    a: 'The last count, at once: a browser source that is refreshed or reloaded does not start from zero or count up to the number, it shows the last count read and then follows new ones.',
  },
  {
    q: 'Can a live count also use Live control?',
    a: 'No: a counter follows either live counts or Live control (synced), not both. Turning on Follow a live count turns Live control off.',
  },
];

export const LIVE_COUNTS_TOPIC: HelpTopic = {
  id: 'live-counts',
  title: 'Live counts',
  Icon: Radio,
  summary:
    'Show your real follower count from YouTube, Twitch, Bluesky, X, Instagram, Facebook, TikTok, Threads or Kick.',
  keywords:
    'followers subscribers youtube twitch bluesky x twitter instagram facebook page tiktok threads kick connect versus today chart history real count sync',
  figure: {
    src: '/help/live-counts.webp',
    alt: 'The Live count section of the counter form: the Follow a live count switch, the platform and the account.',
    caption: 'Live count, in the form of a number counter.',
    width: 554,
    height: 344,
  },
  body: (
    <>
      <Steps>
        <li>
          Make a <strong>Number Counter</strong> and set <strong>End Number</strong> to your goal.
        </li>
        <li>
          In <strong>Live count</strong>, turn on <strong>Follow a live count</strong>, pick the platform and
          paste the account. A preview shows its picture, name and count.
        </li>
        <li>Save it, and share or embed it as usual: every display shows the count the platform reports.</li>
      </Steps>
      <Para>The questions below say what to paste for each platform and how often the count updates.</Para>
    </>
  ),
  items: ITEMS,
};
