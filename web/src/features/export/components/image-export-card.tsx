import type { CounterSettings } from '@core/counter/settings';
import type { SceneOptions } from '@core/painter/draw-frame';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { ImageDown } from 'lucide-react';
import { useState } from 'react';
import { renderPng } from '../encode/export-image';
import type { VideoSize } from '../render/video-sizes';
import { downloadBlob, formatSeconds, imageFileName } from '../settings/file-names';
import { ExportSection } from './export-section';

interface Props {
  name: string;
  settings: CounterSettings;
  size: VideoSize;
  options: SceneOptions;
  ms: number;
}

// The preview's current frame as a PNG at the chosen size (thumbnails, posts, stream overlays).
export function ImageExportCard({ name, settings, size, options, ms }: Props) {
  const [transparent, setTransparent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await renderPng(settings, size, { ...options, transparent }, ms);
      downloadBlob(blob, imageFileName(name, size.width, size.height));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ExportSection
      icon={ImageDown}
      title="Image"
      description={`The preview's frame at ${formatSeconds(ms)}, as a ${size.width}×${size.height} PNG.`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2.5">
          <Switch id="png-transparent" checked={transparent} onCheckedChange={setTransparent} />
          <Label htmlFor="png-transparent">Transparent background</Label>
        </div>
        <Button variant="outline" loading={busy} onClick={save}>
          Download PNG
        </Button>
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </ExportSection>
  );
}
