import { Badge } from '@web/components/ui/badge';
import { CircleHelp } from 'lucide-react';
import { useUnmatchedEvents } from '../api/billing-admin-queries';
import { formatDateTime } from '../utils/format';
import { AdminSection } from './admin-section';
import { ListEmpty, ListError, ListSkeleton } from './list-states';

// Paddle events that named no user we know: kept, and applied once their customer or
// subscription becomes known.
export function UnmatchedEventsCard() {
  const events = useUnmatchedEvents();
  const items = events.data?.items ?? [];
  return (
    <AdminSection
      title="Unmatched Paddle events"
      description="Events that match no user yet. They are applied when their customer or subscription becomes known."
      icon={<CircleHelp aria-hidden />}
      aside={
        events.data && <Badge variant={items.length ? 'warning' : 'success'}>{items.length} waiting</Badge>
      }
    >
      {events.isError ? (
        <ListError what="unmatched events" />
      ) : events.isPending ? (
        <ListSkeleton label="Loading unmatched events" rows={2} />
      ) : items.length === 0 ? (
        <ListEmpty>Every Paddle event matched a user.</ListEmpty>
      ) : (
        <ul aria-label="Unmatched Paddle events" className="grid gap-2">
          {items.map((event) => (
            <li
              key={event.eventId}
              className="grid gap-1 rounded-xl border border-slate-200 px-4 py-3 text-sm"
            >
              <p className="font-semibold text-slate-900">
                {event.type}{' '}
                <span className="font-normal text-slate-600">· {formatDateTime(event.occurredAt)}</span>
              </p>
              <p className="font-mono text-xs break-all text-slate-600">
                {event.eventId}
                {event.customerId && ` · customer ${event.customerId}`}
                {event.subscriptionId && ` · subscription ${event.subscriptionId}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
