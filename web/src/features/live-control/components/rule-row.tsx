import {
  EVENT_TYPES,
  type EventRuleInput,
  type EventType,
  SUB_TIERS,
} from '@core/counter/subathon/event-rules';
import { describeRule } from '@core/counter/subathon/rule-sentences';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type RuleRow, readableRule, TIERED_TYPES } from '../utils/rule-rows';

export const TYPE_LABEL: Record<EventType, string> = {
  sub: 'Sub',
  resub: 'Resub',
  gift_sub: 'Gifted sub',
  bits: 'Bits',
  follow: 'Follow',
  raid: 'Raid (per viewer)',
  tip: 'Tip (money)',
  member: 'Member',
  superchat: 'Super Chat (money)',
  custom: 'Custom',
};

interface RuleRowFieldsProps {
  row: RuleRow;
  index: number;
  isDatetime: boolean;
  /** Every rule of the form as it stands, so a sub rule can say whether it also counts gifts. */
  rules: readonly EventRuleInput[];
  /** The server's message for one of this rule's fields (type, tier, perAmount, seconds, value). */
  error: (field: string) => string | undefined;
  onChange: (patch: Partial<RuleRow>) => void;
  onRemove: () => void;
}

// One rule of the form: the event, its tier, how much of it, and what it adds (minutes and
// seconds for a countdown, a number for a goal), with the rule read back as a sentence.
export function RuleRowFields({
  row,
  index,
  isDatetime,
  rules,
  error,
  onChange,
  onRemove,
}: RuleRowFieldsProps) {
  const rule = readableRule(row, isDatetime);
  const uid = useId();
  const n = index + 1;
  return (
    <li
      data-testid="rule-row"
      className="grid grid-cols-2 items-start gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-slate-50/70 p-3 sm:grid-cols-[minmax(9rem,1.5fr)_minmax(6rem,1fr)_minmax(5rem,0.8fr)_minmax(9rem,1.4fr)_auto]"
    >
      <FormField label={`Rule ${n}: event`} error={error('type')} className="col-span-2 sm:col-span-1">
        <NativeSelect
          value={row.type}
          onChange={(e) => {
            const type = e.target.value as EventType;
            onChange({ type, ...(TIERED_TYPES.has(type) ? {} : { tier: '' }) });
          }}
        >
          {EVENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABEL[t]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Tier" error={error('tier')}>
        <NativeSelect
          value={row.tier}
          disabled={!TIERED_TYPES.has(row.type)}
          onChange={(e) => onChange({ tier: e.target.value })}
        >
          <option value="">Any tier</option>
          {SUB_TIERS.map((t) => (
            <option key={t} value={t}>
              {t === 'prime' ? 'Prime' : `Tier ${t}`}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Every" error={error('perAmount')}>
        <Input
          inputMode="decimal"
          value={row.perAmount}
          onChange={(e) => onChange({ perAmount: e.target.value })}
        />
      </FormField>
      {isDatetime ? (
        <fieldset className="col-span-2 grid content-start gap-1.5 sm:col-span-1">
          <legend className="mb-1.5 p-0 text-sm font-medium text-slate-800">Adds</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['minutes', 'seconds'] as const).map((part) => (
              // The unit sits inside the box, so the row's inputs line up under their labels.
              <div key={part} className="relative">
                <label htmlFor={`${uid}-${part}`} className="sr-only">
                  Rule {n}: {part === 'minutes' ? 'Minutes' : 'Seconds'}
                </label>
                <Input
                  id={`${uid}-${part}`}
                  inputMode="numeric"
                  className="pr-11"
                  value={row[part]}
                  aria-invalid={error('seconds') ? true : undefined}
                  aria-describedby={error('seconds') ? `${uid}-time-error` : undefined}
                  onChange={(e) => onChange({ [part]: e.target.value })}
                />
                <span
                  aria-hidden
                  className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
                >
                  {part === 'minutes' ? 'min' : 's'}
                </span>
              </div>
            ))}
          </div>
          {error('seconds') && (
            <p id={`${uid}-time-error`} className="text-sm font-medium text-red-600">
              {error('seconds')}
            </p>
          )}
        </fieldset>
      ) : (
        <FormField label="Adds" error={error('value')}>
          <Input
            inputMode="numeric"
            value={row.value}
            onChange={(e) => onChange({ value: e.target.value })}
          />
        </FormField>
      )}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="col-span-2 self-end justify-self-end sm:col-span-1 sm:mb-1"
        aria-label={`Remove rule ${n}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden /> <span className="sm:sr-only">Remove</span>
      </Button>
      <p className="col-span-full text-sm text-slate-700" data-testid="rule-sentence" aria-live="polite">
        {rule ? describeRule(rule, isDatetime, rules) : 'Fill in how much it takes and what it adds.'}
      </p>
    </li>
  );
}
