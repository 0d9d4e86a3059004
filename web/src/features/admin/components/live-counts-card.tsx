import type { LiveCountHealth } from '@core/api/live-sources';
import { PLATFORM_LABELS } from '@core/live-sources/platforms';
import { Badge } from '@web/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { SOURCE_LABELS } from '@web/lib/source-labels';
import { Radio } from 'lucide-react';
import { usePlatformHealth } from '../api/get-platform-health';
import { formatAgo, formatDateTime, formatUntil } from '../utils/format';
import { AdminSection } from './admin-section';
import { ListEmpty, ListError, ListSkeleton } from './list-states';

// Platform Health's live counts (GET /api/admin/health `liveCounts`): per platform, whether this
// server can read it (and what to set when not), how its allowance stands, what went wrong last,
// and how many accounts open displays keep being read. On phones each platform is a card.

const NONE = <span className="text-slate-400">—</span>;
const count = (n: number) => n.toLocaleString('en-US');
const iso = (ms: number) => new Date(ms).toISOString();

function BudgetCell({ row }: { row: LiveCountHealth }) {
  if (row.budgetLeft === null) return NONE;
  // YouTube's allowance is a daily quota of units; the others count calls in their own window.
  return (
    <>
      <span className="tabular font-semibold text-slate-900">{count(row.budgetLeft)}</span>{' '}
      <span className="text-xs text-slate-500">{row.platform === 'youtube' ? 'units today' : 'calls'}</span>
    </>
  );
}

function LastErrorCell({ row, now }: { row: LiveCountHealth; now: number }) {
  if (!row.lastError) return <span className="text-slate-500">None</span>;
  return (
    <span className="grid gap-0.5">
      <span className="break-words text-red-700">{row.lastError}</span>
      {row.lastErrorAt !== null && (
        <time
          dateTime={iso(row.lastErrorAt)}
          title={formatDateTime(iso(row.lastErrorAt))}
          className="text-xs text-slate-500"
        >
          {formatAgo(row.lastErrorAt, now)}
        </time>
      )}
    </span>
  );
}

function PlatformRow({ row, now }: { row: LiveCountHealth; now: number }) {
  const ready = row.configured;
  const waiting = row.nextCallAt !== null && row.nextCallAt > now;
  return (
    <TableRow data-testid="live-count-health-row">
      <TableCell className="font-semibold text-slate-900">
        <span className="flex flex-wrap items-center justify-between gap-2 sm:block">
          {SOURCE_LABELS[row.platform]}
          <Badge variant={ready ? 'success' : 'warning'} className="sm:hidden">
            {ready ? 'Configured' : 'Not configured'}
          </Badge>
        </span>
      </TableCell>
      <TableCell label="Status" className="max-sm:hidden">
        {ready ? (
          <Badge variant="success">Configured</Badge>
        ) : (
          <Badge variant="warning">Not configured</Badge>
        )}
      </TableCell>
      {ready ? (
        <>
          <TableCell label="Calls last hour:" className="tabular text-slate-700">
            {count(row.callsLastHour)}
          </TableCell>
          <TableCell label="Budget left:" className="whitespace-nowrap">
            <BudgetCell row={row} />
          </TableCell>
          <TableCell label="Last error:" className="sm:max-w-64">
            <LastErrorCell row={row} now={now} />
          </TableCell>
          <TableCell label="Next call:" className={waiting ? 'text-amber-800' : 'text-slate-700'}>
            {row.nextCallAt !== null && waiting ? (
              <time dateTime={iso(row.nextCallAt)} title={formatDateTime(iso(row.nextCallAt))}>
                {formatUntil(row.nextCallAt, now)}
              </time>
            ) : (
              'Now'
            )}
          </TableCell>
          <TableCell label="Reading now:" className="tabular text-slate-700">
            {count(row.hotSources)} {row.hotSources === 1 ? 'account' : 'accounts'}
          </TableCell>
        </>
      ) : (
        // Nothing is read from a platform without its settings: what to set is all there is to say.
        <TableCell colSpan={5} className="text-slate-700">
          Set{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{row.missingSetting}</code>{' '}
          to let counters follow {PLATFORM_LABELS[row.platform]}.
        </TableCell>
      )}
    </TableRow>
  );
}

export function LiveCountsCard() {
  const health = usePlatformHealth();
  const rows = health.data?.liveCounts ?? [];
  const now = Date.now();
  const configured = rows.filter((r) => r.configured).length;
  return (
    <AdminSection
      title="Live counts"
      description="Each platform counters can follow: its settings, its allowance and its last error."
      icon={<Radio aria-hidden />}
      aside={
        health.data &&
        rows.length > 0 && (
          <Badge variant={configured === rows.length ? 'success' : 'warning'} className="w-fit">
            {configured} of {rows.length} configured
          </Badge>
        )
      }
      className="mb-8"
    >
      {health.isError ? (
        <ListError what="live-count health" />
      ) : health.isPending ? (
        <ListSkeleton label="Loading live-count health" rows={4} />
      ) : rows.length === 0 ? (
        <ListEmpty>This server reports no live-count platforms.</ListEmpty>
      ) : (
        <Table aria-label="Live counts by platform">
          <TableHeader>
            <tr>
              <TableHead>Platform</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Calls last hour</TableHead>
              <TableHead>Budget left</TableHead>
              <TableHead>Last error</TableHead>
              <TableHead>Next call</TableHead>
              <TableHead>Reading now</TableHead>
            </tr>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <PlatformRow key={row.platform} row={row} now={now} />
            ))}
          </TableBody>
        </Table>
      )}
    </AdminSection>
  );
}
