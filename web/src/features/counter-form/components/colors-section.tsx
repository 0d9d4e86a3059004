import { Droplet } from 'lucide-react';
import { ColorField } from './fields';
import { FormSection } from './form-section';

// Each part has its own colour; the viewer falls back to the text colour (docs/product.md §3). Each
// shows its contrast on the background: digits and icons are large, the title and text are text.
export function ColorsSection() {
  return (
    <FormSection title="Colors" description="Pick colours or type #rrggbb values." icon={Droplet}>
      <div className="grid gap-5 sm:grid-cols-2">
        <ColorField label="Counter Color" field="counterColor" contrast="large" />
        <ColorField label="Title Color" field="titleColor" contrast="text" />
        <ColorField label="Icon Color" field="iconColor" contrast="large" />
        <ColorField label="Text Color" field="textColor" contrast="text" />
      </div>
    </FormSection>
  );
}
