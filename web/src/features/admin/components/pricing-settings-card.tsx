import { Badge } from '@web/components/ui/badge';
import { DollarSign } from 'lucide-react';
import { useSubscriptionSettings } from '../api/get-subscription-settings';
import { formatMoney } from '../utils/format';
import { AdminSection } from './admin-section';
import { DiscountForm } from './discount-form';
import { GeneralPriceForm } from './general-price-form';
import { ListError } from './list-states';

export function PricingSettingsCard() {
  const settings = useSubscriptionSettings();
  const data = settings.data;
  return (
    <AdminSection
      title="Pricing Settings"
      description="The Premium price and the limited time discount."
      icon={<DollarSign aria-hidden />}
      aside={
        data?.isDiscountActive && data.discountedPrice ? (
          <Badge variant="destructive" className="self-start">
            Discount live: {formatMoney(data.discountedPrice)}
          </Badge>
        ) : undefined
      }
    >
      {settings.isError && <ListError what="pricing settings" />}
      <GeneralPriceForm current={data?.generalPrice} />
      <div className="border-t border-slate-200 pt-5">
        {/* Remount once the saved settings arrive, so the form starts from them. */}
        <DiscountForm key={data ? 'loaded' : 'loading'} settings={data} />
      </div>
    </AdminSection>
  );
}
