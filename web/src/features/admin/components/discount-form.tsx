import { discountSettingsBodySchema } from '@core/api/admin';
import type { SubscriptionSettings } from '@core/api/pricing';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateDiscountSettings } from '../api/update-discount-settings';
import { firstIssue } from '../utils/first-issue';
import { PriceInput } from './price-input';

// Starts from the saved settings; the parent remounts it (key) when they load.
export function DiscountForm({ settings }: { settings: SubscriptionSettings | undefined }) {
  const checkboxId = useId();
  const [active, setActive] = useState(settings?.isDiscountActive ?? false);
  const [price, setPrice] = useState(settings?.discountedPrice ?? '');
  const [error, setError] = useState<string>();
  const update = useUpdateDiscountSettings();

  function submit(event: FormEvent) {
    event.preventDefault();
    // An empty price goes out as null (SPEC.md §5); the schema also asks for a price when enabling.
    const parsed = discountSettingsBodySchema.safeParse({ discountedPrice: price, isDiscountActive: active });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(undefined);
    update.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <div className="flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={active}
          onChange={(e) => setActive(e.target.checked)}
          className="size-4 cursor-pointer rounded accent-brand-600"
        />
        <label htmlFor={checkboxId} className="cursor-pointer text-sm font-medium text-slate-800">
          Enable Limited Time Discount
        </label>
      </div>
      <FormField label="Discounted Price" error={error} optional={!active}>
        <PriceInput placeholder="3.99" value={price} onChange={(e) => setPrice(e.target.value)} />
      </FormField>
      <Button type="submit" variant="outline" loading={update.isPending} className="justify-self-start">
        Update Discount
      </Button>
    </form>
  );
}
