import type { EndAction, EndSound } from '@core/counter/schedule/timing-schema';
import type { CounterBody } from '@core/counter/settings';
import { isPremium } from '@core/plan/plan-rules';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCurrentUser } from '@web/lib/auth/use-current-user';
import { Lock, Volume2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import type { CounterFormValues } from '../utils/form-values';
import { entriesOf } from '../utils/options';
import {
  AFTER_ZERO_LABELS,
  END_ACTION_LABELS,
  emptyToUndefined,
  numberOrUndefined,
  SOUND_LABELS,
} from '../utils/timing-options';
import { SelectField, useFieldError } from './fields';

function RedirectPremiumNote() {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 text-amber-900">
      <Lock className="size-3.5 shrink-0" aria-hidden />
      Going to a link at zero is available for premium users only.
      <Link href="/account" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
        Upgrade to Premium
      </Link>
    </span>
  );
}

const isLocked = (action: EndAction, premium: boolean) => action === 'redirect' && !premium;

// Going to a link at zero is Premium: a Free counter must not send its visitors to any site (the
// server refuses it too, and a counter whose owner lost Premium shows the message instead).
function EndActionField({ premium }: { premium: boolean }) {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  return (
    <FormField
      label="End Action"
      error={useFieldError('settings.endAction')}
      hint={premium ? undefined : <RedirectPremiumNote />}
    >
      <NativeSelect {...register('settings.endAction')}>
        {entriesOf(END_ACTION_LABELS).map(([value, text]) => (
          <option key={value} value={value} disabled={isLocked(value, premium)}>
            {value === 'redirect' ? `${text} (Premium Only)` : text}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

// What happens at zero: overtime, the end action, a sound, and the warning colour before it.
export function EndOptionsFields() {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const premium = isPremium(useCurrentUser().user);
  const action = useWatch<CounterFormValues, 'settings.endAction'>({ name: 'settings.endAction' });
  const sound = useWatch<CounterFormValues, 'settings.sound'>({ name: 'settings.sound' }) ?? 'none';
  const redirectUrlError = useFieldError('settings.redirectUrl');
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="After Zero" name="settings.afterZero" labels={AFTER_ZERO_LABELS} />
        <EndActionField premium={premium} />
      </div>
      {action === 'redirect' && (
        <FormField
          label="Redirect Link"
          hint="https:// only. Viewers see where they are going for 3 seconds first. An embed sends its page there only if the site allows it; otherwise it shows the message."
          error={redirectUrlError}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            {...register('settings.redirectUrl', { setValueAs: emptyToUndefined })}
          />
        </FormField>
      )}
      <div className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <SelectField
          label="Sound at Zero"
          name="settings.sound"
          labels={SOUND_LABELS}
          hint="Plays where the browser allows it; embeds only with ?sound=1."
        />
        <Button
          type="button"
          variant="outline"
          className="sm:mb-6"
          disabled={sound === 'none'}
          onClick={() => playSample(sound as EndSound)}
        >
          <Volume2 aria-hidden />
          Play Sound
        </Button>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Warn Below (seconds)"
          hint="The digits change colour when less time remains."
          error={useFieldError('settings.warnBelowSeconds')}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            placeholder="Off"
            className="tabular"
            {...register('settings.warnBelowSeconds', { setValueAs: numberOrUndefined })}
          />
        </FormField>
        <FormField
          label="Warning Colour"
          hint="# and 6 hex digits; red when empty."
          error={useFieldError('settings.warnColor')}
        >
          <Input
            placeholder="#ef4444"
            maxLength={7}
            className="tabular"
            {...register('settings.warnColor', { setValueAs: emptyToUndefined })}
          />
        </FormField>
      </div>
    </div>
  );
}

function playSample(sound: EndSound) {
  if (sound === 'none') return;
  void new Audio(`/sounds/${sound}.wav`).play().catch(() => {});
}
