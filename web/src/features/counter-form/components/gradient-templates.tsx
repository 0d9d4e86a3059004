import type { CounterBody } from '@core/counter/settings';
import { GRADIENT_TEMPLATES, type GradientTemplate } from '@core/counter/settings-style';
import { Label } from '@web/components/ui/label';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';

const css = (t: GradientTemplate) =>
  `linear-gradient(${t.gradientDirection}, ${t.gradientStart}, ${t.gradientEnd})`;

// The 4 Premium presets (all 135deg); one click sets start, end and direction.
export function GradientTemplates() {
  const { setValue } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const [start, end, direction] = useWatch<
    CounterFormValues,
    ['settings.gradientStart', 'settings.gradientEnd', 'settings.gradientDirection']
  >({
    name: ['settings.gradientStart', 'settings.gradientEnd', 'settings.gradientDirection'],
  });

  function apply(template: GradientTemplate) {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('settings.gradientStart', template.gradientStart, options);
    setValue('settings.gradientEnd', template.gradientEnd, options);
    setValue('settings.gradientDirection', template.gradientDirection, options);
  }

  return (
    <div className="grid gap-2">
      <Label asChild>
        <p>Gradient Templates</p>
      </Label>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {GRADIENT_TEMPLATES.map((template) => {
          const active =
            start?.toLowerCase() === template.gradientStart &&
            end?.toLowerCase() === template.gradientEnd &&
            direction === template.gradientDirection;
          return (
            <button
              key={template.name}
              type="button"
              aria-pressed={active}
              onClick={() => apply(template)}
              className="group grid gap-1.5 rounded-xl border border-slate-200 bg-white p-2 text-left transition hover:border-brand-400 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 aria-pressed:border-brand-600 aria-pressed:ring-2 aria-pressed:ring-brand-500/30"
            >
              <span aria-hidden className="h-10 rounded-lg" style={{ backgroundImage: css(template) }} />
              <span className="px-0.5 text-xs font-semibold text-slate-800">{template.name}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
