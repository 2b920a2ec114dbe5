import type { OverviewPoint } from "@/lib/admin/get-overview";

type SeriesKey = Exclude<keyof OverviewPoint, "period_start">;

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * One figure over the period as a bar chart drawn in SVG. Screen readers get the chart as an
 * image with a summary, and the numbers themselves in a table behind a disclosure.
 */
export function AdminOverviewChart({
  points,
  series,
  label,
  summary,
  caption,
  format,
}: {
  points: OverviewPoint[];
  series: SeriesKey;
  label: string;
  summary: string;
  caption: string;
  format: (value: number) => string;
}) {
  const values = points.map((point) => point[series]);
  const max = Math.max(1, ...values);
  const barWidth = WIDTH / Math.max(1, points.length);
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-slate-600 dark:text-slate-300">{format(values.reduce((sum, value) => sum + value, 0))}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-32 w-full text-brand-600 dark:text-brand-400" preserveAspectRatio="none">
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-slate-300 dark:stroke-slate-700" strokeWidth="1" />
        {values.map((value, index) => {
          const height = value === 0 ? 0 : Math.max(2, (value / max) * (HEIGHT - 4));
          return (
            <rect key={points[index]!.period_start} x={index * barWidth + GAP / 2} y={HEIGHT - height} width={Math.max(1, barWidth - GAP)} height={height} fill="currentColor" rx="1">
              <title>{`${points[index]!.period_start}: ${format(value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-600 dark:text-slate-300">{caption}</summary>
        <div className="max-h-48 overflow-y-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{caption}</caption>
            <tbody>
              {points.map((point) => (
                <tr key={point.period_start} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 font-normal">
                    {point.period_start}
                  </th>
                  <td className="py-1 text-right tabular-nums">{format(point[series])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
