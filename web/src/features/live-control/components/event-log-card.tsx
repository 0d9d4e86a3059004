import { describeEventEffect, describeEventKind } from '@core/counter/subathon/describe-event';
import { Alert } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { LoadingState } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-error';
import { useEventLog, useSetMultiplier, useUndoEvent } from '../api/live-control-api';

// Only an event that moved the time or the count has something to take back: a chat pause or
// resume, an event without a rule, one over the cap or after the end added nothing.
const addedSomething = (e: { addedSeconds: number; addedValue: number }) =>
  e.addedSeconds !== 0 || e.addedValue !== 0;

const failed = (title: string) => (err: unknown) =>
  toast({ title, description: serverMessage(err), variant: 'destructive' });

// The control page's live event log (issue 18): every event a subathon or goal received, with
// what it did and an Undo that takes the effect back once; plus the happy-hour multiplier.
export function EventLogCard({ id, isDatetime }: { id: string; isDatetime: boolean }) {
  const log = useEventLog(id);
  const undo = useUndoEvent(id);
  const multiplier = useSetMultiplier(id);
  const boost = log.data?.multiplier;
  const boostOn = boost && boost.factor > 1 && boost.until !== null;
  const setBoost = (factor: number) =>
    multiplier.mutate({ factor, minutes: 60 }, { onError: failed('Could not change the multiplier') });
  return (
    <section
      className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:p-5"
      data-testid="event-log"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">Events</h2>
        {boostOn && (
          <Badge variant="gradient" data-testid="multiplier-badge">
            ×{boost.factor} until {new Date(boost.until!).toLocaleTimeString()}
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-slate-600">Happy hour (1 hour):</span>
        <Button size="sm" variant="outline" onClick={() => setBoost(2)} disabled={multiplier.isPending}>
          ×2
        </Button>
        <Button size="sm" variant="outline" onClick={() => setBoost(3)} disabled={multiplier.isPending}>
          ×3
        </Button>
        {boostOn && (
          <Button size="sm" variant="ghost" onClick={() => setBoost(1)} disabled={multiplier.isPending}>
            End
          </Button>
        )}
      </div>
      {log.isLoading && <LoadingState className="py-4" label="Loading events..." />}
      {log.isError && <Alert>Could not load the events. Reload the page to try again.</Alert>}
      {log.data && log.data.events.length === 0 && (
        <p className="text-slate-600">
          No events yet. Subs, bits, tips and API calls show up here as they arrive.
        </p>
      )}
      {log.data && log.data.events.length > 0 && (
        <ul className="grid max-h-[34rem] gap-1 overflow-y-auto" aria-label="Event log">
          {log.data.events.map((e) => (
            <li
              key={e.id}
              data-testid="event-row"
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2"
            >
              <div className={e.undone ? 'text-slate-400 line-through' : 'text-slate-800'}>
                <span className="text-slate-500">
                  {new Date(e.at).toLocaleTimeString()} · {e.source} ·{' '}
                </span>
                <span className="font-medium">{e.user ?? 'someone'}</span> {describeEventKind(e)}{' '}
                <span
                  className={addedSomething(e) ? 'font-semibold' : 'text-slate-500'}
                  data-testid="event-effect"
                >
                  {describeEventEffect(e, isDatetime)}
                </span>
              </div>
              {e.undone ? (
                <Badge variant="outline">Undone</Badge>
              ) : !addedSomething(e) ? null : (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={undo.isPending}
                  onClick={() => undo.mutate(e.id, { onError: failed('Could not undo the event') })}
                >
                  Undo
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
