import type { CounterSummary } from '@core/api/counters';
import { resolveEndInstant } from '@core/counter/engine/countdown';
import { resolveViewerSettings } from '@core/counter/settings-defaults';

interface SummaryRow {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  settings: Record<string, unknown>;
  synced: boolean;
  followsLiveCounts: boolean;
}

/**
 * A dashboard card's line of the counters list: its kind, and what it needs to say counting or
 * ended without loading the whole design. Only a dated countdown has a fixed end: a recurring or
 * evergreen timer starts again, and a synced one runs as its owner drives it (the control page).
 */
export function toCounterSummary(row: SummaryRow): CounterSummary {
  const settings = resolveViewerSettings(row.settings);
  const countdown = settings.countdownType === 'datetime';
  const dated = countdown && (settings.timerMode ?? 'date') === 'date' && !row.synced;
  const end = dated ? resolveEndInstant(settings) : null;
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    synced: row.synced,
    followsLiveCounts: row.followsLiveCounts,
    kind: countdown ? 'countdown' : 'number',
    endsAt: end === null ? null : new Date(end).toISOString(),
    goal: countdown ? null : settings.endNumber,
  };
}
