import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Chart.js, in this chunk alone: the dashboard imports this file with `lazy()`, so neither the shopper's
// pages nor the rest of the staff area download it. Only the pieces the dashboard draws are registered.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** Bootstrap's primary blue: 4.5:1 against the white page, above the 3:1 a graphic needs (WCAG 1.4.11). */
const INK = '#0d6efd';

export type DashboardChartProps = {
  kind: 'bar' | 'line';
  labels: string[];
  values: number[];
  /** What one value is, for the tooltip: 'Orders', 'Revenue (USD)'. */
  label: string;
  /** The chart in one sentence, for screen readers; the table beside it holds every figure. */
  summary: string;
  rtl: boolean;
};

/** One series drawn on a canvas; the figures themselves are in the table that goes with it. */
export default function DashboardChart({ kind, labels, values, label, summary, rtl }: DashboardChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: kind,
      data: {
        labels,
        datasets: [{ label, data: values, backgroundColor: INK, borderColor: INK, maxBarThickness: 48 }],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: {
          x: { reverse: rtl },
          y: { beginAtZero: true, position: rtl ? 'right' : 'left', ticks: { precision: 0 } },
        },
        plugins: { tooltip: { rtl } },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, values, label, rtl]);
  return (
    <figure className="dashboard-chart">
      <figcaption className="dashboard-chart__title">{label}</figcaption>
      <div className="dashboard-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
    </figure>
  );
}
