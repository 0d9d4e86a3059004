import type { CounterDetail } from '@core/api/counters';
import { resolveViewerSettings } from '@core/counter/settings-defaults';
import { createScene } from '@core/painter/draw-frame';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Film } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useCapabilities } from '../hooks/use-capabilities';
import { useLogoImage } from '../hooks/use-logo-image';
import { usePageFont } from '../hooks/use-page-font';
import { useVideoExport } from '../hooks/use-video-export';
import { EXPORT_SPEED, estimateExportMs } from '../render/export-speed';
import { collectFontFaces } from '../render/fonts';
import { VIDEO_SIZES } from '../render/video-sizes';
import { formatSeconds, seedOf, videoFileName } from '../settings/file-names';
import { ClipSummary } from './clip-summary';
import { ExportPreview } from './export-preview';
import { ExportProgress } from './export-progress';
import { ExportSection } from './export-section';
import { ImageExportCard } from './image-export-card';
import { SettingsCard } from './settings-card';
import { type VideoOptions, VideoOptionsForm } from './video-options';

const locale = typeof navigator === 'undefined' ? 'en-US' : navigator.language || 'en-US';

// Premium: preview, video options and export, PNG, settings file.
export function ExportStudio({ counter }: { counter: CounterDetail }) {
  const settings = useMemo(() => resolveViewerSettings(counter.settings), [counter.settings]);
  const [opts, setOpts] = useState<VideoOptions>({
    container: 'mp4',
    sizeId: 'portrait',
    fps: 30,
    transparent: false,
    stretchSeconds: 10,
  });
  const [ms, setMs] = useState(0);
  const size = VIDEO_SIZES[opts.sizeId];
  const caps = useCapabilities(size.width, size.height, opts.fps);
  const { ready: fontReady, tabularEm } = usePageFont(
    settings.fontStyle,
    `${settings.title}${settings.completionMessage}0123456789`,
  );
  const video = useVideoExport();
  const running = video.state.status === 'running';
  const transparent = opts.container === 'webm' && opts.transparent && caps.alpha;
  const logo = useLogoImage(settings.logo);
  const sceneOptions = useMemo(
    () => ({
      transparent,
      locale,
      stretchSeconds: opts.stretchSeconds,
      seed: seedOf(counter.id),
      tabularEm,
      logo,
    }),
    [transparent, opts.stretchSeconds, counter.id, tabularEm, logo],
  );
  // Half resolution is plenty on screen. fontReady is a dependency on purpose: a new scene drops
  // text measured in the fallback font before the counter's font arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const previewScene = useMemo(() => {
    const half = { ...size, width: size.width / 2, height: size.height / 2, pixelRatio: size.pixelRatio / 2 };
    return createScene(settings, half, sceneOptions);
  }, [settings, size, sceneOptions, fontReady]);
  const plan = previewScene.clip.plan;
  const shownMs = Math.min(ms, plan.durationMs);
  const onSeek = useCallback((next: number) => setMs(next), []);
  const codec = opts.container === 'mp4' ? caps.mp4 : caps.webm;

  const exportVideo = () => {
    video.start(
      {
        settings,
        sizeId: opts.sizeId,
        fps: opts.fps,
        container: opts.container,
        stretchSeconds: opts.stretchSeconds,
        transparent,
        seed: sceneOptions.seed,
        locale,
        fonts: collectFontFaces(settings.fontStyle),
        tabularEm,
        logo,
      },
      (ext) => videoFileName(counter.name, size.width, size.height, opts.fps, ext),
    );
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <Card className="grid gap-4 p-4 sm:p-5 lg:sticky lg:top-24">
        <ExportPreview scene={previewScene} ms={shownMs} onSeek={onSeek} />
        <ClipSummary plan={plan} settings={settings} locale={locale} />
      </Card>
      <div className="grid gap-6">
        <ExportSection
          icon={Film}
          title="Video"
          description={`Rendered in your browser, in the background, so you can keep working: ${EXPORT_SPEED.claim}.`}
        >
          {caps.checked && !caps.webCodecs && (
            <Alert data-testid="no-webcodecs">
              Video export needs WebCodecs, which this browser does not have. Use a recent Chrome, Edge or
              Safari (16.4+). Image and settings export below still work.
            </Alert>
          )}
          {caps.checked && caps.webCodecs && !codec && (
            <Alert>
              This browser cannot encode {opts.container.toUpperCase()} at this size. Try the other format.
            </Alert>
          )}
          <VideoOptionsForm
            value={opts}
            onChange={setOpts}
            caps={caps}
            countdown={plan.kind === 'countdown'}
            disabled={running}
          />
          <Button
            variant="gradient"
            size="lg"
            className="w-full"
            onClick={exportVideo}
            disabled={running || !codec}
          >
            <Film aria-hidden />
            {running ? 'Exporting…' : 'Export video'}
          </Button>
          {!running && video.state.status !== 'done' && codec && (
            <p className="-mt-1 text-center text-xs text-slate-500" data-testid="export-estimate">
              This {formatSeconds(plan.durationMs)} clip takes about{' '}
              {formatSeconds(estimateExportMs(plan.durationMs, size, opts.fps))} to render; the time left
              shows as it goes.
            </p>
          )}
          <ExportProgress state={video.state} onCancel={video.cancel} />
        </ExportSection>
        <ImageExportCard
          name={counter.name}
          settings={settings}
          size={size}
          options={sceneOptions}
          ms={shownMs}
        />
        <SettingsCard counter={counter} />
      </div>
    </div>
  );
}
