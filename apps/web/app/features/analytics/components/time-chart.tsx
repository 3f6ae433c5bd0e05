import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export interface Series {
  label: string;
  values: number[];
  /** A CSS colour, or a custom property of the theme (`--accent`). */
  color: string;
  bars?: boolean;
  format?: (v: number) => string;
}

const colorOf = (el: Element, c: string) =>
  c.startsWith('--') ? getComputedStyle(el).getPropertyValue(c).trim() || '#888' : c;

/**
 * A chart of values per day, drawn by uPlot (about 20 KB gzip, loaded with the dashboard only): lines, or
 * bars for money. It follows its box's width. The numbers themselves are in the tables beside it.
 */
export default function TimeChart({
  days,
  series,
  height = 220,
}: {
  days: string[];
  series: Series[];
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const text = colorOf(el, '--muted');
    const grid = colorOf(el, '--line');
    const xs = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: el.clientWidth || 600,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          axis,
          { ...axis, size: 56, values: (_u, vals) => vals.map((v) => (series[0]?.format ?? String)(v)) },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: colorOf(el, s.color),
            width: 2,
            fill: s.bars ? colorOf(el, s.color) : undefined,
            paths: s.bars ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined,
            points: { show: days.length <= 31 },
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, height]);
  return <div ref={box} className="time-chart" />;
}
