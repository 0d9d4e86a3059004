import { drawFrame, type Scene } from '@core/painter/draw-frame';
import { Button } from '@web/components/ui/button';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatSeconds } from '../settings/file-names';

interface Props {
  scene: Scene;
  ms: number;
  onSeek: (ms: number) => void;
}

// The clip as it will be exported, drawn by the exporter's own drawing code at half resolution;
// Play runs it in real time, the slider picks the frame the PNG export takes.
export function ExportPreview({ scene, ms, onSeek }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [playing, setPlaying] = useState(false);
  const duration = scene.clip.plan.durationMs;
  const { width, height } = scene.size;
  // Play starts from wherever the slider is, without restarting on every frame it moves.
  const msRef = useRef(ms);
  msRef.current = ms;

  useEffect(() => {
    const ctx = canvasRef.current?.getContext('2d');
    if (ctx) drawFrame(ctx, scene, ms);
  }, [scene, ms]);

  useEffect(() => {
    if (!playing) return;
    let raf = 0;
    let last = performance.now();
    let at = msRef.current >= duration - 50 ? 0 : msRef.current;
    const tick = (now: number) => {
      at = Math.min(duration, at + (now - last));
      last = now;
      onSeek(at);
      if (at >= duration) setPlaying(false);
      else raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [playing, duration, onSeek]);

  return (
    <div className="grid gap-3">
      <div className="grid place-items-center rounded-2xl bg-[repeating-conic-gradient(#e2e8f0_0_25%,#f8fafc_0_50%)] bg-[length:20px_20px] p-3 ring-1 ring-slate-200">
        <canvas
          ref={canvasRef}
          width={width}
          height={height}
          data-testid="export-preview"
          aria-label="Preview of the exported clip"
          role="img"
          className="max-h-[60vh] w-auto max-w-full rounded-lg shadow-lg"
          style={{ aspectRatio: `${width} / ${height}` }}
        />
      </div>
      <div className="flex items-center gap-3">
        <Button
          size="icon"
          variant="outline"
          aria-label={playing ? 'Pause preview' : 'Play preview'}
          onClick={() => setPlaying((p) => !p)}
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
        </Button>
        <input
          type="range"
          min={0}
          max={Math.round(duration)}
          step={1000 / 30}
          value={Math.round(ms)}
          onChange={(e) => {
            setPlaying(false);
            onSeek(Number(e.target.value));
          }}
          aria-label="Preview position"
          className="h-2 flex-1 cursor-pointer accent-brand-600"
        />
        <span className="w-24 text-right text-sm text-slate-600 tabular-nums">
          {formatSeconds(ms)} / {formatSeconds(duration)}
        </span>
      </div>
    </div>
  );
}
