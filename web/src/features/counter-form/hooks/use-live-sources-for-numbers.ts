import type { CounterBody } from '@core/counter/settings';
import type { LiveSource } from '@core/live-sources/live-source-schema';
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CounterFormValues } from '../utils/form-values';

// Live counts are for number counters (LIVE_SOURCES_NUMBER_MESSAGE): choosing Date & Time puts the
// followed accounts aside, so the countdown saves, and choosing Number Counter again brings them back
// (unless Live control was turned on meanwhile: the two cannot go together).
export function useLiveSourcesForNumbers(type: string | undefined) {
  const { getValues, setValue } = useFormContext<CounterFormValues, unknown, CounterBody>();
  const aside = useRef<LiveSource[] | null>(null);
  useEffect(() => {
    if (type === 'datetime') {
      const sources = getValues('settings.liveSources');
      if (!sources) return;
      aside.current = sources;
      setValue('settings.liveSources', undefined, { shouldDirty: true });
    } else if (aside.current) {
      if (!getValues('settings.synced'))
        setValue('settings.liveSources', aside.current, { shouldDirty: true });
      aside.current = null;
    }
  }, [type, getValues, setValue]);
}
