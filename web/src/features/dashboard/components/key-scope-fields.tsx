import type { CounterSummary } from '@core/api/counters';
import type { KeyScope } from '@core/api/integrations';
import { cn } from '@web/lib/cn';
import { useId } from 'react';

interface Choice<T> {
  value: T;
  title: string;
  hint: string;
}
const ACCESS: Choice<KeyScope['access']>[] = [
  { value: 'control', title: 'Control', hint: 'Start, pause, set and add: changes what viewers see.' },
  { value: 'read', title: 'Read only', hint: 'Reads counters and their runs. Changes nothing.' },
];

function ChoiceCards<T extends string>(props: {
  legend: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{props.legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {props.choices.map((c) => (
          <label
            key={c.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              props.value === c.value
                ? 'border-brand-600 bg-brand-50'
                : 'border-slate-200 hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={props.value === c.value}
              onChange={() => props.onChange(c.value)}
              className="mt-0.5 accent-brand-700"
            />
            <span className="grid gap-0.5">
              <span className="font-semibold text-slate-900">{c.title}</span>
              <span className="text-slate-600">{c.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type Reach = 'all' | 'some';
const REACH: Choice<Reach>[] = [
  { value: 'all', title: 'All counters', hint: 'Every counter you have, and ones you make later.' },
  { value: 'some', title: 'Only chosen counters', hint: 'Any other counter answers “not found”.' },
];

// What a key may do and on which counters (issue 22): the same fields when making and editing one.
export function KeyScopeFields({
  scope,
  counters,
  onChange,
}: {
  scope: KeyScope;
  counters: CounterSummary[];
  onChange: (scope: KeyScope) => void;
}) {
  const chosen = new Set(scope.counterIds ?? []);
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange({ ...scope, counterIds: [...next] });
  };
  return (
    <div className="grid gap-4">
      <ChoiceCards
        legend="Access"
        choices={ACCESS}
        value={scope.access}
        onChange={(access) => onChange({ ...scope, access })}
      />
      <ChoiceCards
        legend="Counters"
        choices={REACH}
        value={scope.counterIds === null ? 'all' : 'some'}
        onChange={(reach) => onChange({ ...scope, counterIds: reach === 'all' ? null : [...chosen] })}
      />
      {scope.counterIds !== null && (
        <fieldset className="grid gap-1 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-xs font-medium text-slate-600">Counters this key may use</legend>
          {counters.length === 0 && <p className="text-sm text-slate-500">You have no counters yet.</p>}
          <div className="grid max-h-48 gap-1 overflow-y-auto">
            {counters.map((c) => (
              <label
                key={c.id}
                className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  checked={chosen.has(c.id)}
                  onChange={() => toggle(c.id)}
                  className="size-4 accent-brand-700"
                />
                <span className="truncate">{c.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** A scope the server will take: limited keys name at least one counter. */
export const scopeIsComplete = (scope: KeyScope) => scope.counterIds === null || scope.counterIds.length > 0;

/** "Control · All counters", "Read only · 2 counters" — for lists. */
export function describeScope(
  scope: KeyScope,
  counters: CounterSummary[],
): { access: string; reach: string } {
  const access = scope.access === 'read' ? 'Read only' : 'Control';
  if (scope.counterIds === null) return { access, reach: 'All counters' };
  if (scope.counterIds.length === 1) {
    const name = counters.find((c) => c.id === scope.counterIds?.[0])?.name;
    return { access, reach: name ? `Only “${name}”` : '1 counter' };
  }
  return { access, reach: `${scope.counterIds.length} counters` };
}
