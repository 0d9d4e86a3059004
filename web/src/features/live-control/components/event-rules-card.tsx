import type { CounterDetail } from '@core/api/counters';
import {
  EVENT_TYPES,
  type EventRuleInput,
  type EventType,
  MAX_EVENT_RULES,
  SUB_TIERS,
} from '@core/counter/subathon/event-rules';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { errorStatus, fieldMessages, serverMessage } from '@web/lib/api-error';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSaveEventRules } from '../api/save-event-rules';

const TYPE_LABEL: Record<EventType, string> = {
  sub: 'Sub',
  resub: 'Resub',
  gift_sub: 'Gifted sub',
  bits: 'Bits',
  follow: 'Follow',
  raid: 'Raid',
  tip: 'Tip',
  member: 'Member',
  superchat: 'Super Chat',
  custom: 'Custom',
};
const TIERED = new Set<EventType>(['sub', 'resub', 'gift_sub']);

// What the inputs hold: text, so a half-typed number is kept as typed until it is saved.
interface Row {
  key: number;
  type: EventType;
  tier: string;
  perAmount: string;
  effect: string;
}

let nextKey = 1;
const toRow = (r: Record<string, unknown>): Row => ({
  key: nextKey++,
  type: (EVENT_TYPES as readonly string[]).includes(String(r.type)) ? (r.type as EventType) : 'sub',
  tier: typeof r.tier === 'string' ? r.tier : '',
  perAmount: r.perAmount === undefined ? '1' : String(r.perAmount),
  effect: String(r.seconds ?? r.value ?? ''),
});
const numberOrNull = (s: string) => (s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s));

/** The server names a field as settings.eventRules.<i>.<field> or settings.capMinutes. */
const errorsByField = (err: unknown) =>
  new Map([...fieldMessages(err)].map(([path, message]) => [path.replace(/^settings\./, ''), message]));

// The subathon's rules (issue 18) on the control page: what each event type adds (per tier, per
// amount), and the cap. Saved through the counter update route; what the server refuses is shown at
// the field it names.
export function EventRulesCard({ counter, isDatetime }: { counter: CounterDetail; isDatetime: boolean }) {
  const stored = Array.isArray(counter.settings.eventRules)
    ? (counter.settings.eventRules as Record<string, unknown>[])
    : [];
  const [rows, setRows] = useState<Row[]>(() => stored.map(toRow));
  const [cap, setCap] = useState(
    typeof counter.settings.capMinutes === 'number' ? String(counter.settings.capMinutes) : '',
  );
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveEventRules(counter);
  const unit = isDatetime ? 'Seconds added' : 'Value added';

  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const fieldError = (i: number, field: string) => {
    return errors.get(`eventRules.${i}.${field}`);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors(new Map());
    setFormError(null);
    const eventRules: EventRuleInput[] = rows.map((r) => {
      const effect = numberOrNull(r.effect) as number;
      const perAmount = numberOrNull(r.perAmount);
      return {
        type: r.type,
        ...(TIERED.has(r.type) && r.tier ? { tier: r.tier as EventRuleInput['tier'] } : {}),
        ...(perAmount === null && r.perAmount.trim() === '' ? {} : { perAmount: perAmount as number }),
        ...(isDatetime ? { seconds: effect } : { value: effect }),
      };
    });
    const capMinutes = isDatetime ? numberOrNull(cap) : null;
    if (isDatetime && cap.trim() !== '' && capMinutes === null) {
      setErrors(new Map([['capMinutes', 'capMinutes must be a number']]));
      return;
    }
    save.mutate(
      { eventRules, capMinutes },
      {
        onSuccess: () => toast({ title: 'Event rules saved' }),
        onError: (err) => {
          const byField = errorsByField(err);
          const named = [...byField.keys()].some((k) => /^eventRules\.\d+\.|^capMinutes$/.test(k));
          if (errorStatus(err) === 400 && named) setErrors(byField);
          else setFormError(serverMessage(err).replace(/^settings\.[\w.]+: /, ''));
        },
      },
    );
  };

  return (
    <section
      className="grid gap-3 rounded-xl border border-slate-200 p-4 text-sm"
      aria-labelledby={`rules-${counter.id}`}
      data-testid="event-rules-card"
    >
      <h2 id={`rules-${counter.id}`} className="font-semibold text-slate-900">
        Event rules
      </h2>
      <p className="text-slate-600">
        What each event adds: an event of amount A adds A ÷ per × {isDatetime ? 'seconds' : 'value'}, rounded
        down. A rule with a tier counts for that tier only; the rule without one covers the rest.
      </p>
      <form className="grid gap-3" onSubmit={submit} noValidate>
        {rows.length === 0 && (
          <p className="text-slate-600">No rules yet: events are logged but add nothing.</p>
        )}
        <ol className="grid gap-3" aria-label="Rules">
          {rows.map((r, i) => (
            <li
              key={r.key}
              data-testid="rule-row"
              className="grid grid-cols-2 items-start gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1.4fr_1fr_0.8fr_1fr_auto]"
            >
              <FormField
                label={`Rule ${i + 1}: event`}
                error={fieldError(i, 'type')}
                className="col-span-2 sm:col-span-1"
              >
                <NativeSelect
                  value={r.type}
                  onChange={(e) => {
                    const type = e.target.value as EventType;
                    change(r.key, { type, ...(TIERED.has(type) ? {} : { tier: '' }) });
                  }}
                >
                  {EVENT_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {TYPE_LABEL[t]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Tier" error={fieldError(i, 'tier')}>
                <NativeSelect
                  value={r.tier}
                  disabled={!TIERED.has(r.type)}
                  onChange={(e) => change(r.key, { tier: e.target.value })}
                >
                  <option value="">Any</option>
                  {SUB_TIERS.map((t) => (
                    <option key={t} value={t}>
                      {t === 'prime' ? 'Prime' : `Tier ${t}`}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Per" error={fieldError(i, 'perAmount')}>
                <Input
                  inputMode="decimal"
                  value={r.perAmount}
                  onChange={(e) => change(r.key, { perAmount: e.target.value })}
                />
              </FormField>
              <FormField label={unit} error={fieldError(i, isDatetime ? 'seconds' : 'value')}>
                <Input
                  inputMode="numeric"
                  value={r.effect}
                  onChange={(e) => change(r.key, { effect: e.target.value })}
                />
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-end sm:mb-1"
                aria-label={`Remove rule ${i + 1}`}
                onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}
              >
                <Trash2 aria-hidden /> <span className="sm:sr-only">Remove</span>
              </Button>
            </li>
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={rows.length >= MAX_EVENT_RULES}
          onClick={() =>
            setRows((all) => [...all, { key: nextKey++, type: 'sub', tier: '', perAmount: '1', effect: '' }])
          }
        >
          <Plus aria-hidden /> Add rule
        </Button>
        {isDatetime && (
          <FormField
            label="Cap (minutes)"
            optional
            error={
              errors.get('capMinutes') === undefined
                ? undefined
                : errors.get('capMinutes') || 'Check this value'
            }
            hint="The end never moves past the start plus this long. 1440 is a 24-hour subathon."
          >
            <Input
              inputMode="numeric"
              value={cap}
              onChange={(e) => setCap(e.target.value)}
              className="sm:max-w-48"
            />
          </FormField>
        )}
        {formError && <Alert role="alert">{formError}</Alert>}
        <Button type="submit" className="w-fit" loading={save.isPending}>
          Save rules
        </Button>
      </form>
    </section>
  );
}
