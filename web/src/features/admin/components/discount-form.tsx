import { discountSettingsBodySchema } from '@core/api/admin';
import type { SubscriptionSettings } from '@core/api/pricing';
import { SessionEndedAlert } from '@web/components/feedback/session-ended-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { useSessionEnded } from '@web/lib/auth/session-ended';
import { useStateDraft } from '@web/lib/drafts/use-state-draft';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateDiscountSettings } from '../api/update-discount-settings';
import { firstIssue } from '../utils/first-issue';
import { PriceInput } from './price-input';

// Starts from the saved settings; the parent remounts it (key) when they load.
export function DiscountForm({ settings }: { settings: SubscriptionSettings | undefined }) {
  const checkboxId = useId();
  const [draft, setDraft, clearDraft] = useStateDraft('admin:discount', {
    active: settings?.isDiscountActive ?? false,
    price: settings?.discountedPrice ?? '',
  });
  const { active, price } = draft;
  const session = useSessionEnded();
  const [error, setError] = useState<string>();
  const update = useUpdateDiscountSettings();

  function submit(event: FormEvent) {
    event.preventDefault();
    // An empty price goes out as null (docs/product.md §5); the schema also asks for a price when enabling.
    const parsed = discountSettingsBodySchema.safeParse({ discountedPrice: price, isDiscountActive: active });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(undefined);
    update.mutate(parsed.data, { onSuccess: clearDraft, onError: session.check });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={active}
          onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
          className="size-4 cursor-pointer rounded accent-brand-600"
        />
        <label htmlFor={checkboxId} className="cursor-pointer text-sm font-medium text-slate-800">
          Enable Limited Time Discount
        </label>
      </div>
      <FormField label="Discounted Price" error={error} optional={!active}>
        <PriceInput
          placeholder="3.99"
          value={price}
          onChange={(e) => setDraft({ ...draft, price: e.target.value })}
        />
      </FormField>
      {session.ended && <SessionEndedAlert onSignIn={session.signIn} />}
      <Button type="submit" variant="outline" loading={update.isPending} className="justify-self-start">
        Update Discount
      </Button>
    </form>
  );
}
