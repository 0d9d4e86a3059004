import { pluralize } from '@core/counter/engine/countdown';
import { COUNTDOWN_STRETCHES } from '@core/painter/timeline';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { Clapperboard, FileVideo, Monitor, RectangleVertical, Smartphone, Square } from 'lucide-react';
import { CODEC_NAMES, type Container } from '../encode/codecs';
import type { Capabilities } from '../hooks/use-capabilities';
import { type SizeId, VIDEO_SIZES } from '../render/video-sizes';
import { type CardChoice, ChoiceGroup } from './choice-group';

export interface VideoOptions {
  container: Container;
  sizeId: SizeId;
  fps: 30 | 60;
  transparent: boolean;
  stretchSeconds: number;
}

interface Props {
  value: VideoOptions;
  onChange: (next: VideoOptions) => void;
  caps: Capabilities;
  countdown: boolean;
  disabled: boolean;
}

const SIZE_ICONS = { landscape: Monitor, portrait: Smartphone, square: Square };
const stretchLabel = (s: number) => (s < 60 ? `Last ${s} s` : `Last ${pluralize(s / 60, 'min')}`);

export function VideoOptionsForm({ value, onChange, caps, countdown, disabled }: Props) {
  const set = (patch: Partial<VideoOptions>) => onChange({ ...value, ...patch });
  const codec = (c: string | null) => (c ? (CODEC_NAMES[c] ?? c) : 'not supported here');
  const formats: CardChoice<Container>[] = [
    { value: 'mp4', label: 'MP4', hint: caps.checked ? codec(caps.mp4) : 'Checking…', icon: FileVideo },
    { value: 'webm', label: 'WebM', hint: caps.checked ? codec(caps.webm) : 'Checking…', icon: Clapperboard },
  ];
  const sizes: CardChoice<SizeId>[] = Object.values(VIDEO_SIZES).map((s) => ({
    value: s.id,
    label: s.label,
    hint: s.hint,
    detail: s.detail,
    icon: SIZE_ICONS[s.id],
  }));
  return (
    <div className="grid gap-5">
      <ChoiceGroup
        legend="Format"
        value={value.container}
        onChange={(container) => set({ container })}
        choices={formats}
        disabled={disabled}
      />
      <ChoiceGroup
        legend="Size"
        value={value.sizeId}
        onChange={(sizeId) => set({ sizeId })}
        choices={sizes}
        columns={3}
        stacked
        disabled={disabled}
      />
      <ChoiceGroup
        legend="Frame rate"
        value={value.fps}
        onChange={(fps) => set({ fps })}
        choices={[
          { value: 30, label: '30 fps', hint: 'Smaller file' },
          { value: 60, label: '60 fps', hint: 'Smoothest motion' },
        ]}
        disabled={disabled}
      />
      {countdown && (
        <ChoiceGroup
          legend="Final stretch of the countdown"
          value={value.stretchSeconds}
          onChange={(stretchSeconds) => set({ stretchSeconds })}
          choices={COUNTDOWN_STRETCHES.map((s) => ({ value: s, label: stretchLabel(s) }))}
          columns={4}
          disabled={disabled}
        />
      )}
      {value.container === 'webm' && (
        <div className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3.5">
          <Switch
            id="export-transparent"
            checked={value.transparent && caps.alpha}
            disabled={disabled || !caps.alpha}
            onCheckedChange={(transparent) => set({ transparent })}
          />
          <div className="grid gap-0.5">
            <Label htmlFor="export-transparent" className="flex items-center gap-1.5">
              <RectangleVertical className="size-4 text-slate-500" aria-hidden />
              Transparent background
            </Label>
            <p className="text-xs text-slate-600" data-testid="alpha-note">
              {caps.alpha
                ? 'VP9 with alpha: drop the clip over your own footage in an editor.'
                : caps.checked
                  ? 'This browser cannot encode transparent video (VP9 with alpha), so a WebM keeps the counter’s background. For an overlay, use a transparent PNG below or the embed link in OBS.'
                  : 'Checking what this browser can encode…'}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
