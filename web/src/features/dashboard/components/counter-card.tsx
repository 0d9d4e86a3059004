import type { CounterSummary } from '@core/api/counters';
import { isPremium } from '@core/plan/plan-rules';
import { LiveHistoryPanel } from '@web/components/live-history/live-history-panel';
import { SharePopover } from '@web/components/share/share-popover';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import {
  CalendarClock,
  Clapperboard,
  Code2,
  ExternalLink,
  Flag,
  Gamepad2,
  Hash,
  Mail,
  Pencil,
  Share2,
  Trash2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useNow } from '../hooks/use-now';
import { counterPublicUrl, formatCreatedDate } from '../utils/clipboard';
import { type CounterState, counterState, formatEnd } from '../utils/counter-state';
import { CounterThumbnail } from './counter-thumbnail';
import { LiveCountLine } from './live-count-line';

type Props = {
  counter: CounterSummary;
  onEmbed: (id: string) => void;
  onDelete: (id: string, name: string) => void;
  embedPending: boolean;
  deletePending: boolean;
  /** Opens of the counter's e-mail image; undefined while loading. */
  emailOpens?: number;
};

// The viewer is its own code-split entry (docs/architecture.md §2), so Launch is a full page load.
function launch(id: string) {
  window.location.assign(`/counter/${encodeURIComponent(id)}`);
}

const STATE_BADGES: Record<Exclude<CounterState, null>, ReactNode> = {
  counting: (
    <Badge variant="success">
      <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-emerald-600" />
      Counting down
    </Badge>
  ),
  ended: <Badge variant="outline">Ended</Badge>,
  live: (
    <Badge variant="gradient">
      <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
      Live count
    </Badge>
  ),
  synced: (
    <Badge variant="gradient">
      <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
      Live control
    </Badge>
  ),
};

function Figure({ icon, children, testId }: { icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-500" data-testid={testId}>
      {icon}
      <span className="min-w-0 truncate">{children}</span>
    </p>
  );
}

export function CounterCard({ counter, onEmbed, onDelete, embedPending, deletePending, emailOpens }: Props) {
  const id = counter.id;
  const premium = isPremium(useCurrentUser().user); // remote control is Premium
  const followsLiveCount = counter.followsLiveCounts;
  // A minute is the finest a card tells (ends, the thumbnail of a moving counter).
  const now = useNow(60_000);
  const state = counterState(counter, now);
  const countdown = counter.kind === 'countdown';
  // A still that moves (a countdown counting, a live count) is asked again each minute.
  const moving = state === 'counting' || state === 'live' || state === 'synced';
  const version = moving ? `${counter.updatedAt}|${Math.floor(now / 60_000)}` : counter.updatedAt;
  // E-mail images are a countdown's tool; a number counter shows its opens only if it has some.
  const showOpens = countdown || (emailOpens ?? 0) > 0;
  return (
    <Card
      className="group flex flex-col overflow-hidden transition hover:shadow-md"
      data-testid="counter-card"
      data-kind={counter.kind}
    >
      <CounterThumbnail id={id} name={counter.name} version={version} />
      <div className="grid gap-2 p-5 pb-4">
        <div className="flex flex-wrap items-center gap-1.5" data-testid="counter-badges">
          <Badge variant="default">
            {countdown ? (
              <CalendarClock className="size-3.5" aria-hidden />
            ) : (
              <Hash className="size-3.5" aria-hidden />
            )}
            {countdown ? 'Countdown' : 'Number counter'}
          </Badge>
          {state && STATE_BADGES[state]}
        </div>
        <div className="min-w-0">
          <h3 className="truncate text-lg font-bold text-slate-900" title={counter.name}>
            {counter.name}
          </h3>
          <p className="text-sm text-slate-500">Created {formatCreatedDate(counter.createdAt)}</p>
        </div>
        {counter.endsAt && (
          <Figure icon={<CalendarClock className="size-3.5 shrink-0" aria-hidden />} testId="counter-end">
            {state === 'ended' ? 'Ended' : 'Ends'} {formatEnd(counter.endsAt)}
          </Figure>
        )}
        {!countdown && !followsLiveCount && counter.goal !== null && counter.goal > 0 && (
          <Figure icon={<Flag className="size-3.5 shrink-0" aria-hidden />} testId="counter-goal">
            Goal{' '}
            <strong className="font-semibold text-slate-700 tabular-nums">
              {counter.goal.toLocaleString()}
            </strong>
          </Figure>
        )}
        {showOpens && (
          <Figure icon={<Mail className="size-3.5 shrink-0" aria-hidden />} testId="email-opens">
            E-mail opens:{' '}
            <strong className="font-semibold text-slate-700 tabular-nums">
              {(emailOpens ?? 0).toLocaleString()}
            </strong>
          </Figure>
        )}
      </div>
      {followsLiveCount && <LiveCountLine counterId={id} />}
      {followsLiveCount && (
        <div className="mx-5 mb-4 min-w-0">
          <LiveHistoryPanel counterId={id} compact />
        </div>
      )}
      <div className="mt-auto grid gap-2 border-t border-slate-100 p-4">
        <div className="grid grid-cols-2 gap-2">
          <Button size="sm" onClick={() => launch(id)}>
            <ExternalLink aria-hidden />
            Launch/View
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href={`/counter/${encodeURIComponent(id)}/edit`}>
              <Pencil aria-hidden />
              Edit
            </Link>
          </Button>
        </div>
        {/* Everyone sees Export: Free users land on what it offers and how to upgrade. */}
        <Button asChild size="sm" variant="secondary">
          <Link href={`/counter/${encodeURIComponent(id)}/export`}>
            <Clapperboard aria-hidden />
            Export
          </Link>
        </Button>
        {/* Control drives a synced counter's run; on any other it would have nothing to act on. */}
        {premium && counter.synced && (
          <Button asChild size="sm" variant="secondary">
            <Link href={`/counter/${encodeURIComponent(id)}/control`}>
              <Gamepad2 aria-hidden />
              Control
            </Link>
          </Button>
        )}
        <div className="grid grid-cols-3 gap-2">
          <SharePopover url={counterPublicUrl(id)} title={counter.name}>
            <Button size="sm" variant="ghost">
              <Share2 aria-hidden />
              Share
            </Button>
          </SharePopover>
          <Button size="sm" variant="ghost" loading={embedPending} onClick={() => onEmbed(id)}>
            {!embedPending && <Code2 aria-hidden />}
            Embed
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={deletePending}
            onClick={() => onDelete(id, counter.name)}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
          >
            {!deletePending && <Trash2 aria-hidden />}
            Delete
          </Button>
        </div>
      </div>
    </Card>
  );
}
