import type { CounterBody } from '@core/counter/settings';
import { SOCIAL_ICON_REGISTRY, SOCIAL_ICONS } from '@core/counter/social-icons';
import { GLYPHS } from '@web/components/counter-display/social-glyphs';
import { GlyphSvg } from '@web/components/counter-display/social-icon';
import { cn } from '@web/lib/cn';
import { Ban } from 'lucide-react';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import { useFieldError } from './fields';

// The platform icon as a grid of its marks: a creator recognises a logo faster than its name in a
// list. Native radios keep arrow keys and form semantics. Picking a mark also sets the icon colour
// to the brand's, the look most creators want; the Colors section changes it after.
export function SocialIconField() {
  const { register, setValue } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const error = useFieldError('settings.socialIcon');
  const errorId = useId();
  const registration = register('settings.socialIcon', {
    onChange: (event: { target: { value: string } }) => {
      const icon = event.target.value as keyof typeof SOCIAL_ICON_REGISTRY;
      const brand = SOCIAL_ICON_REGISTRY[icon]?.brand;
      if (brand) setValue('settings.iconColor', brand, { shouldDirty: true });
    },
  });
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Social Icon</legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
        {SOCIAL_ICONS.map((icon) => {
          const { label, brand } = SOCIAL_ICON_REGISTRY[icon];
          return (
            <label
              key={icon}
              className={cn(
                'flex min-w-0 cursor-pointer flex-col items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-1 py-2.5 transition',
                'hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/30',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
              )}
            >
              <input type="radio" value={icon} className="sr-only" {...registration} />
              <span
                className="grid size-9 place-items-center rounded-lg bg-slate-900 shadow-xs [&_svg]:size-5"
                style={{ color: brand || undefined }}
              >
                {icon === 'none' ? (
                  <Ban className="size-4 text-slate-400" aria-hidden />
                ) : (
                  <GlyphSvg glyph={GLYPHS[icon]} decorative />
                )}
              </span>
              <span className="w-full truncate text-center text-xs font-medium text-slate-700">{label}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
