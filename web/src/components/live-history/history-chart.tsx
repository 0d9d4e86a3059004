import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// The drawing of one account's 30 days (uPlot, a canvas chart of ~20 KB gzipped). This module is
// only ever imported lazily (live-history-panel.tsx), so the library loads where a chart is shown
// and never in the public viewer. It follows its box's width: a phone's card and a wide form alike.

export interface HistoryChartProps {
  /** The days, 'YYYY-MM-DD', oldest first. */
  days: string[];
  /** The day's last value, or null where it was not read. */
  values: (number | null)[];
  /** Its accessible name: what the chart shows, in words. */
  label: string;
  height?: number;
}

const BRAND = '#6d28d9';
const GRID = '#e2e8f0';
const TEXT = '#475569';
const compactNumber = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function HistoryChart({ days, values, label, height = 120 }: HistoryChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const axis = {
      stroke: TEXT,
      grid: { stroke: GRID, width: 1 },
      ticks: { stroke: GRID },
      font: '11px system-ui',
    };
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { y: false, points: { size: 7 } },
        scales: { x: { time: true } },
        series: [
          {},
          {
            label: 'Count',
            stroke: BRAND,
            width: 2,
            fill: 'rgba(109,40,217,0.08)',
            spanGaps: true,
            points: { show: true, size: 4, fill: BRAND },
          },
        ],
        axes: [
          {
            ...axis,
            space: 56,
            values: (_u, ticks) => ticks.map((t) => shortDay.format(new Date(t * 1000))),
          },
          { ...axis, size: 44, values: (_u, ticks) => ticks.map((t) => compactNumber.format(t)) },
        ],
      },
      [xs, values.map((v) => v ?? null)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, values, height]);
  return (
    <div ref={box} role="img" aria-label={label} className="w-full min-w-0" data-testid="history-chart" />
  );
}
