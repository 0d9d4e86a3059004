import type { CounterSource } from '@core/live-sources/counter-source-schema';
import { nextStatusChangeMs, type SourceStatus, sourceStatus } from '@core/live-sources/source-status';
import { formatCount } from '@web/components/counter-display/format-count';
import { useServerNowUntilChange } from '@web/components/counter-display/server-clock';

// The small line under a live count: how exact it is and how fresh ("Rounded by YouTube · updated
// 2 min ago"), or why no number shows. Text first (never colour alone), in the counter's title
// colour, which its owner picked to read on the counter's background. On the share page several
// accounts open into one line each; an embed (an OBS scene) gets the summary alone, and only when
// something needs saying. Its rules travel with it as a <style> beside it, from the server
// renderer too, so the viewer's first-load CSS stays as it is and the first paint is styled.

export const STATUS_CSS =
  '.cs-status{margin:0;max-width:min(92%,40rem);color:var(--cs-title);opacity:.88;' +
  'font:500 max(13px,min(18px,calc(var(--u)*1.4)))/1.35 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;' +
  'letter-spacing:.01em;text-wrap:balance;overflow-wrap:anywhere}' +
  // On an OBS scene the words stand on whatever the stream shows: a shadow keeps them apart.
  '.cs-display[data-transparent] .cs-status{text-shadow:0 1px 2px rgb(0 0 0/.5)}' +
  '.cs-status[data-attention]{opacity:1}' +
  '.cs-status summary{cursor:pointer;border-radius:.4em;padding:.1em .4em}' +
  '.cs-status summary:focus-visible{outline:2px solid currentColor;outline-offset:2px}' +
  '.cs-status ul{list-style:none;margin:.5em auto 0;padding:.5em .8em;display:grid;gap:.3em;text-align:left;' +
  'border-radius:.6em;background:color-mix(in srgb,var(--cs-title) 10%,transparent)}' +
  '.cs-status b{font-weight:650}';

interface SourceStatusLineProps {
  source: CounterSource;
  /** 'page': the summary, and a disclosure with each account when there are several. */
  mode: 'page' | 'embed';
  /** Groups the accounts' numbers in the details. */
  locale: string;
  /** A server-rendered page's render instant: the first render writes the words it wrote. */
  initialNow?: number;
}

export function SourceStatusLine({ source, mode, locale, initialNow }: SourceStatusLineProps) {
  const now = useServerNowUntilChange((t) => nextStatusChangeMs(source, t), source, initialNow);
  const status = sourceStatus(source, now);
  // An overlay stays clean while the count is simply current.
  if (mode === 'embed' && !status.attention) return null;
  const common = {
    className: 'cs-status',
    'data-testid': 'count-status',
    'data-attention': status.attention ? '' : undefined,
  };
  const rules = <style>{STATUS_CSS}</style>;
  if (mode === 'embed' || status.parts.length < 2)
    return (
      <>
        {rules}
        <p {...common}>{status.summary}</p>
      </>
    );
  return (
    <>
      {rules}
      <details {...common}>
        <summary title="Show each account">{status.summary}</summary>
        <PartList status={status} locale={locale} />
      </details>
    </>
  );
}

function PartList({ status, locale }: { status: SourceStatus; locale: string }) {
  return (
    <ul data-testid="count-parts">
      {status.parts.map((part, i) => (
        // Two accounts may share a name; their order is the counter's own and does not change.
        <li key={i}>
          <b>{part.name}</b> on {part.platform}
          {part.value === null ? '' : `: ${formatCount(part.value, locale)}`} · {part.words}
        </li>
      ))}
    </ul>
  );
}
