import type { CounterBody } from '@core/counter/settings';
import { LIMITS } from '@core/counter/settings-options';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import { ANIMATION_STYLE_LABELS, FONT_STYLE_LABELS, NUMBER_STYLE_LABELS } from '../utils/options';
import { NumberField, SelectField } from './fields';
import { FormSection } from './form-section';

// A slider beside the typed value: quick to drag, exact to type; both edit settings.speed.
function SpeedSlider(): ReactNode {
  const { setValue } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const speed = useWatch<CounterFormValues, 'settings.speed'>({ name: 'settings.speed' });
  return (
    <input
      type="range"
      aria-label="Animation speed slider"
      min={LIMITS.speedMin}
      max={LIMITS.speedMax}
      step={100}
      value={Number.isFinite(speed) ? speed : 1000}
      onChange={(e) =>
        setValue('settings.speed', Number(e.target.value), { shouldDirty: true, shouldValidate: true })
      }
      className="w-full accent-brand-600"
    />
  );
}

// Animation Speed, Animation Style, Font Style and Number Style.
export function AnimationSection() {
  return (
    <FormSection title="Animation & Type" description="How the digits move and look." icon={Sparkles}>
      <div className="grid gap-2">
        <NumberField
          label="Animation Speed"
          field="speed"
          min={LIMITS.speedMin}
          max={LIMITS.speedMax}
          step={100}
          hint={`Milliseconds per tick, ${LIMITS.speedMin}–${LIMITS.speedMax}.`}
        />
        <SpeedSlider />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField label="Animation Style" name="settings.animationStyle" labels={ANIMATION_STYLE_LABELS} />
        <SelectField label="Font Style" name="settings.fontStyle" labels={FONT_STYLE_LABELS} />
        <SelectField label="Number Style" name="settings.numberStyle" labels={NUMBER_STYLE_LABELS} />
      </div>
    </FormSection>
  );
}
