import type { CounterDetail } from '@core/api/counters';
import { MAX_EVENT_RULES } from '@core/counter/subathon/event-rules';
import { presetsFor, type RulePreset } from '@core/counter/subathon/rule-presets';
import { findUncoveredEvents, joinWords } from '@core/counter/subathon/rule-sentences';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorStatus, fieldMessages, serverMessage } from '@web/lib/api-error';
import { Plus, Sparkles, TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSaveEventRules } from '../api/save-event-rules';
import { emptyRow, type RuleRow, toRuleInput, toRuleRow } from '../utils/rule-rows';
import { RuleRowFields } from './rule-row';

/** The server names a field as settings.eventRules.<i>.<field> or settings.capMinutes. */
const errorsByField = (err: unknown) =>
  new Map([...fieldMessages(err)].map(([path, message]) => [path.replace(/^settings\./, ''), message]));

// The subathon's rules on the control page: start from a preset, adjust what each event adds
// (minutes and seconds, each rule read back as a sentence), see which common events would add
// nothing, and the cap. Saved through the counter update route, where the server checks them;
// what it refuses is shown at the field it names.
export function EventRulesCard({ counter, isDatetime }: { counter: CounterDetail; isDatetime: boolean }) {
  const stored = Array.isArray(counter.settings.eventRules)
    ? (counter.settings.eventRules as Record<string, unknown>[])
    : [];
  const [rows, setRows] = useState<RuleRow[]>(() => stored.map(toRuleRow));
  const [cap, setCap] = useState(
    typeof counter.settings.capMinutes === 'number' ? String(counter.settings.capMinutes) : '',
  );
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const { dialog, confirm } = useConfirm();
  const save = useSaveEventRules(counter);
  const rules = rows.map((r) => toRuleInput(r, isDatetime));
  const uncovered = findUncoveredEvents(rules, isDatetime);

  const change = (key: number, patch: Partial<RuleRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const applyPreset = async (preset: RulePreset) => {
    if (
      rows.length > 0 &&
      !(await confirm({
        title: `Replace your rules with “${preset.label}”?`,
        description: 'Your rules are replaced in this form; nothing is saved until you press Save rules.',
        confirmLabel: 'Replace rules',
      }))
    )
      return;
    setRows(preset.rules.map((r) => toRuleRow(r)));
    setErrors(new Map());
    setFormError(null);
    setApplied(preset.label);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors(new Map());
    setFormError(null);
    const capMinutes = isDatetime && cap.trim() !== '' ? Number(cap) : null;
    if (capMinutes !== null && !Number.isFinite(capMinutes)) {
      setErrors(new Map([['capMinutes', 'The cap must be a number of minutes']]));
      return;
    }
    save.mutate(
      { eventRules: rules, capMinutes },
      {
        onSuccess: () => {
          setApplied(null);
          toast({ title: 'Event rules saved' });
        },
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
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:p-5"
      aria-labelledby={`rules-${counter.id}`}
      data-testid="event-rules-card"
    >
      <div className="grid gap-1">
        <h2 id={`rules-${counter.id}`} className="text-base font-semibold text-slate-900">
          Event rules
        </h2>
        <p className="text-slate-600">
          What each sub, gift, cheer or tip {isDatetime ? 'adds to the timer' : 'adds to the count'}. Gifted
          subs count as subs unless you give them a rule of their own.
        </p>
      </div>

      <div className="grid gap-2" data-testid="rule-presets">
        <p className="font-medium text-slate-900">Start from a preset</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {presetsFor(isDatetime ? 'datetime' : 'number').map((preset) => (
            // The card's whole face takes the click (the button's ::after covers it), while the
            // button's name is its visible label alone and the summary describes it.
            <div
              key={preset.id}
              className="relative grid gap-0.5 rounded-lg border border-slate-200 px-3 py-2 text-left transition focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-300 hover:bg-brand-50"
            >
              <button
                type="button"
                aria-describedby={`preset-${counter.id}-${preset.id}`}
                onClick={() => void applyPreset(preset)}
                className="flex items-center gap-1.5 text-left font-semibold text-slate-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
              >
                <Sparkles className="size-4 text-brand-600" aria-hidden /> {preset.label}
              </button>
              <span id={`preset-${counter.id}-${preset.id}`} className="text-xs text-slate-600">
                {preset.summary}
              </span>
            </div>
          ))}
        </div>
        {applied && (
          <p className="text-brand-900" role="status">
            “{applied}” filled in. Check the rules, then press Save rules.
          </p>
        )}
      </div>

      <form className="grid gap-3" onSubmit={submit} noValidate>
        {rows.length === 0 && (
          <p className="text-slate-600">No rules yet: events are logged but add nothing.</p>
        )}
        <ol className="grid gap-3" aria-label="Rules">
          {rows.map((r, i) => (
            <RuleRowFields
              key={r.key}
              row={r}
              index={i}
              isDatetime={isDatetime}
              rules={rules}
              error={(field) => errors.get(`eventRules.${i}.${field}`)}
              onChange={(patch) => change(r.key, patch)}
              onRemove={() => setRows((all) => all.filter((x) => x.key !== r.key))}
            />
          ))}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          disabled={rows.length >= MAX_EVENT_RULES}
          onClick={() => setRows((all) => [...all, emptyRow()])}
        >
          <Plus aria-hidden /> Add rule
        </Button>
        {uncovered.length > 0 && (
          <div
            className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900"
            data-testid="rules-coverage-warning"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <p>
              {joinWords(uncovered).replace(/^./, (c) => c.toUpperCase())}{' '}
              {isDatetime ? 'add no time' : 'add nothing'} under these rules. Add a rule for{' '}
              {uncovered.length === 1 ? 'it' : 'them'}, or start from a preset.
            </p>
          </div>
        )}
        {isDatetime && (
          <FormField
            label="Cap (minutes)"
            optional
            error={
              errors.get('capMinutes') === undefined
                ? undefined
                : errors.get('capMinutes') || 'Check this value'
            }
            hint="The timer never runs past its start plus this long: 1440 is a 24-hour subathon."
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
      {dialog}
    </section>
  );
}
