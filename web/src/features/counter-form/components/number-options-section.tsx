import { allowedPlaces } from '@core/counter/number-value';
import { Shuffle } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import { PROGRESS_WORDS_LABELS } from '../utils/options';
import { NumberField, SelectField, SwitchField } from './fields';
import { FormSection } from './form-section';

// Start, end and step; the fixed increment hides while random increments are on (docs/product.md §4).
// Values may be negative and have the Decimals format's places (core/counter/number-value.ts): any
// step, and no numeric-only keypad, whose phone layouts have no minus key.
const VALUE_INPUT = { step: 'any', inputMode: undefined } as const;
export function NumberOptionsSection() {
  const random = useWatch<CounterFormValues, 'settings.useRandomIncrement'>({
    name: 'settings.useRandomIncrement',
  });
  const live =
    useWatch<CounterFormValues, 'settings.liveSources'>({ name: 'settings.liveSources' }) !== undefined;
  const decimals = useWatch<CounterFormValues, 'settings.decimals'>({ name: 'settings.decimals' });
  const places = allowedPlaces({ decimals });
  // A live count takes its number from the platforms: only the goal is the creator's to set.
  if (live)
    return (
      <FormSection title="Number Options" description="Where the live count is heading." icon={Shuffle}>
        <NumberField
          label="End Number"
          field="endNumber"
          min={0}
          hint="Your goal: the progress under the count runs up to it. Start Number and Increment do not apply to a live count."
        />
      </FormSection>
    );
  return (
    <FormSection
      title="Number Options"
      description="Where the count starts, ends and how it steps."
      icon={Shuffle}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField label="Start Number" field="startNumber" {...VALUE_INPUT} />
        <NumberField label="End Number" field="endNumber" {...VALUE_INPUT} />
      </div>
      <p className="-mt-2 text-xs text-slate-500" data-testid="number-rule">
        {places === 0
          ? 'Whole numbers, below zero too (−10 to 10). For decimals, set Decimals under Language & Format.'
          : `Up to ${places} decimal place${places === 1 ? '' : 's'}, as Decimals shows; below zero too (−10.5 to 10).`}
      </p>
      <SwitchField
        label="Use Random Increment"
        description="Step by a random amount each tick, like real follower growth."
        field="useRandomIncrement"
      />
      {random ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberField label="Random Min" field="randomMin" min={1} />
          <NumberField label="Random Max" field="randomMax" min={1} />
        </div>
      ) : (
        <NumberField
          label="Increment"
          field="numberIncrement"
          {...VALUE_INPUT}
          min={0}
          hint="Added on every tick, with the same decimal places."
        />
      )}
      <SelectField
        label="Progress Words"
        name="settings.progressWords"
        labels={PROGRESS_WORDS_LABELS}
        hint="What the line under the progress bar says."
      />
    </FormSection>
  );
}
