import { Droplet } from 'lucide-react';
import { ColorField } from './fields';
import { FormSection } from './form-section';

// Each part has its own colour; the viewer falls back to the text colour (docs/product.md §3).
export function ColorsSection() {
  return (
    <FormSection title="Colors" description="Pick colours or type #rrggbb values." icon={Droplet}>
      <div className="grid gap-5 sm:grid-cols-2">
        <ColorField label="Counter Color" field="counterColor" />
        <ColorField label="Title Color" field="titleColor" />
        <ColorField label="Icon Color" field="iconColor" />
        <ColorField label="Text Color" field="textColor" />
      </div>
    </FormSection>
  );
}
