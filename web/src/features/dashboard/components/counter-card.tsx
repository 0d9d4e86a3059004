import type { CounterSummary } from '@core/api/counters';
import { isPremium } from '@core/plan/plan-rules';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import {
  Clapperboard,
  Code2,
  ExternalLink,
  Gamepad2,
  Mail,
  Pencil,
  Share2,
  Timer,
  Trash2,
} from 'lucide-react';
import { Link } from 'wouter';
import { formatCreatedDate } from '../utils/clipboard';
import { LiveCountLine } from './live-count-line';

type Props = {
  counter: CounterSummary;
  onShare: (id: string) => void;
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

export function CounterCard({
  counter,
  onShare,
  onEmbed,
  onDelete,
  embedPending,
  deletePending,
  emailOpens,
}: Props) {
  const id = counter.id;
  const premium = isPremium(useCurrentUser().user); // remote control is Premium
  const followsLiveCount = counter.followsLiveCounts;
  return (
    <Card
      className="group flex flex-col overflow-hidden transition hover:shadow-md"
      data-testid="counter-card"
    >
      <div aria-hidden className="h-1.5 bg-brand-gradient" />
      <div className="flex items-start gap-3 p-5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Timer className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h3 className="truncate text-lg font-bold text-slate-900" title={counter.name}>
            {counter.name}
          </h3>
          <p className="text-sm text-slate-500">Created {formatCreatedDate(counter.createdAt)}</p>
          <p className="flex items-center gap-1.5 text-sm text-slate-500" data-testid="email-opens">
            <Mail className="size-3.5" aria-hidden />
            E-mail opens:{' '}
            <strong className="font-semibold text-slate-700 tabular-nums">
              {(emailOpens ?? 0).toLocaleString()}
            </strong>
          </p>
        </div>
      </div>
      {followsLiveCount && <LiveCountLine counterId={id} />}
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
          <Button size="sm" variant="ghost" onClick={() => onShare(id)}>
            <Share2 aria-hidden />
            Share
          </Button>
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
