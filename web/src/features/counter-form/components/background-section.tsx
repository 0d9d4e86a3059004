import type { CounterBody } from '@core/counter/settings';
import { Lock, Paintbrush, Palette, SwatchBook } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import type { CounterFormValues } from '../utils/form-values';
import { GRADIENT_DIRECTION_LABELS } from '../utils/options';
import { ChoiceCards } from './choice-cards';
import { ColorField, SelectField, useFieldError } from './fields';
import { FormSection } from './form-section';
import { GradientTemplates } from './gradient-templates';

function PremiumNote() {
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900">
      <Lock className="size-4 shrink-0" aria-hidden />
      Gradient backgrounds are available for premium users only.
      <Link href="/account" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        Upgrade to Premium
      </Link>
    </p>
  );
}

function GradientControls() {
  return (
    <>
      <GradientTemplates />
      <div className="grid gap-5 sm:grid-cols-2">
        <ColorField label="Gradient Start" field="gradientStart" />
        <ColorField label="Gradient End" field="gradientEnd" />
      </div>
      <SelectField
        label="Gradient Direction"
        name="settings.gradientDirection"
        labels={GRADIENT_DIRECTION_LABELS}
      />
    </>
  );
}

// Solid for everyone; gradients only for Premium (docs/product.md §4: the server refuses them too).
export function BackgroundSection({ premium }: { premium: boolean }) {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const type = useWatch<CounterFormValues, 'settings.backgroundType'>({ name: 'settings.backgroundType' });
  const typeError = useFieldError('settings.backgroundType');
  const choices = [
    { value: 'solid', label: 'Solid Color', icon: Paintbrush },
    // Premium users own gradients: the '(Premium Only)' note is for those who do not.
    {
      value: 'gradient',
      label: premium ? 'Gradient' : 'Gradient (Premium Only)',
      icon: SwatchBook,
      disabled: !premium,
    },
  ];
  return (
    <FormSection title="Background" description="A solid colour or, with Premium, a gradient." icon={Palette}>
      <ChoiceCards
        legend="Background Type"
        choices={choices}
        registration={register('settings.backgroundType')}
        footer={
          <>
            {typeError && <p className="text-sm font-medium text-red-600">{typeError}</p>}
            {!premium && <PremiumNote />}
          </>
        }
      />
      {type === 'solid' && <ColorField label="Background Color" field="backgroundColor" />}
      {type === 'gradient' && premium && <GradientControls />}
    </FormSection>
  );
}
