import { hiddenSettingsFields } from '@core/counter/setting-fields';
import type { CounterBody } from '@core/counter/settings';
import { checkSubmitRules, type StoredSubmitSettings } from '@core/counter/submit-rules';
import { toast } from '@web/components/ui/toast';
import type { FieldErrors, FieldPath, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useCreateCounter } from '../api/create-counter';
import { useUpdateCounter } from '../api/update-counter';
import type { CounterFormValues } from '../utils/form-values';
import { describeSaveFailure } from '../utils/save-errors';

type Form = UseFormReturn<CounterFormValues, unknown, CounterBody>;

const SUCCESS = {
  create: { title: 'Counter created', description: 'Your counter has been created successfully.' },
  update: { title: 'Counter updated', description: 'Your changes have been saved.' },
} as const;

// Create or update after the schema passed: the clock-dependent rules first (docs/product.md §5), then the
// call; on success the list is refreshed, a toast shown and the browser goes to / (docs/product.md §4).
type SaveOptions = {
  stored?: StoredSubmitSettings;
  /** Drops the local draft once the server has the changes. */
  onSaved: () => void;
  /** True when the failure was the ended session (the caller keeps the draft and offers sign-in). */
  onSessionEnded: (error: unknown) => boolean;
  /** A visitor who is not signed in: called in place of the save, once the form is valid. */
  onGuest?: () => void;
};

export function useSaveCounter(form: Form, id: string | undefined, options: SaveOptions) {
  const { stored, onSaved, onSessionEnded, onGuest } = options;
  const [, navigate] = useLocation();
  const create = useCreateCounter();
  const update = useUpdateCounter();
  const mode = id ? 'update' : 'create';

  function save(body: CounterBody) {
    const problem = checkSubmitRules(body.settings, new Date(), stored);
    if (problem) {
      // The toast carries the title ('Invalid Date'); the field says only what is wrong with it.
      const message = problem.description;
      form.setError(`settings.${problem.field}`, { type: 'submit', message }, { shouldFocus: true });
      toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      return;
    }
    if (onGuest) {
      onGuest();
      return;
    }
    const callbacks = {
      onSuccess: () => {
        onSaved();
        toast(SUCCESS[mode]);
        navigate('/');
      },
      onError: (error: unknown) => {
        if (onSessionEnded(error)) return;
        const failure = describeSaveFailure(error, mode, body.settings.liveSources);
        Object.entries(failure.fieldErrors).forEach(([path, message], i) => {
          // The first named field takes the focus, so the creator lands on the account to fix.
          form.setError(
            path as FieldPath<CounterFormValues>,
            { type: 'server', message },
            { shouldFocus: i === 0 },
          );
        });
        if (failure.toast) toast({ ...failure.toast, variant: 'destructive' });
      },
    };
    if (id) update.mutate({ id, body }, callbacks);
    else create.mutate(body, callbacks);
  }

  // Visible errors speak for themselves; one in a hidden field needs a word, or nothing seems to happen.
  function reportHidden(errors: FieldErrors<CounterFormValues>) {
    const settingsErrors = errors.settings as Record<string, { message?: string }> | undefined;
    if (!settingsErrors) return;
    const settings = form.getValues('settings');
    const hidden = hiddenSettingsFields(settings);
    const message = hidden.map((key) => settingsErrors[key]?.message).find(Boolean);
    if (message) toast({ title: 'Check your settings', description: message, variant: 'destructive' });
  }

  return {
    onSubmit: form.handleSubmit(save, reportHidden),
    isPending: create.isPending || update.isPending,
    mode,
  };
}
