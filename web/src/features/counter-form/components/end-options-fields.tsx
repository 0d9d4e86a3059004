import type { CounterBody } from '@core/counter';
import type { EndSound } from '@core/counter/schedule/timing-schema';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Volume2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';
import {
  AFTER_ZERO_LABELS,
  END_ACTION_LABELS,
  emptyToUndefined,
  numberOrUndefined,
  SOUND_LABELS,
} from '../utils/timing-options';
import { SelectField, useFieldError } from './fields';

// What happens at zero: overtime, the end action, a sound, and the warning colour before it.
export function EndOptionsFields() {
  const { register } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const action = useWatch<CounterFormValues, 'settings.endAction'>({ name: 'settings.endAction' });
  const sound = useWatch<CounterFormValues, 'settings.sound'>({ name: 'settings.sound' }) ?? 'none';
  const redirectUrlError = useFieldError('settings.redirectUrl');
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="After Zero" name="settings.afterZero" labels={AFTER_ZERO_LABELS} />
        <SelectField label="End Action" name="settings.endAction" labels={END_ACTION_LABELS} />
      </div>
      {action === 'redirect' && (
        <FormField
          label="Redirect Link"
          hint="https:// only. An embed sends its page there only if the site allows it; otherwise it shows the message."
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
