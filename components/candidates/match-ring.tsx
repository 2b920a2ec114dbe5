import { Avatar } from "@/components/ui/avatar";
import { clampPercent, matchBand, type MatchBand } from "@/lib/candidates/match-band";

const bandStroke: Record<MatchBand, string> = {
  red: "stroke-red-500",
  orange: "stroke-orange-500",
  yellow: "stroke-yellow-400",
  green: "stroke-emerald-500",
  purple: "stroke-violet-500",
};

/**
 * The band's colours for a badge with the percent, on the ring and beside job cards: a shade of
 * each band's hue that its text reads on at 4.5:1 (WCAG AA), darker than the ring's stroke.
 */
export const bandBadge: Record<MatchBand, string> = {
  red: "bg-red-600 text-white",
  orange: "bg-orange-700 text-white",
  yellow: "bg-yellow-400 text-ink",
  green: "bg-emerald-700 text-white",
  purple: "bg-violet-600 text-white",
};

const RING_SIZE = 76;
const STROKE = 4;
const RADIUS = (RING_SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The applicant card's avatar with its match-percent ring (spec sections 2 and 9), drawn on the
 * server as an SVG circle: no JavaScript, no layout shift. `label` names the value for screen readers.
 */
export function MatchRing({ percent, photo, label }: { percent: number; photo: string | null; label: string }) {
  const value = clampPercent(percent);
  const band = matchBand(value);
  return (
    <div role="img" aria-label={label} className="relative shrink-0" style={{ width: RING_SIZE, height: RING_SIZE }}>
      <svg viewBox={`0 0 ${RING_SIZE} ${RING_SIZE}`} width={RING_SIZE} height={RING_SIZE} aria-hidden="true" className="-rotate-90">
        <circle cx={RING_SIZE / 2} cy={RING_SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-slate-200 dark:stroke-slate-700" />
        <circle
          cx={RING_SIZE / 2}
          cy={RING_SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          className={bandStroke[band]}
          data-band={band}
        />
      </svg>
      <Avatar src={photo} size={RING_SIZE - 2 * (STROKE + 4)} className="absolute inset-0 m-auto" />
      <span
        aria-hidden="true"
        className={`match-ring-badge ${bandBadge[band]}`}
      >
        {band === "purple" ? <StarIcon /> : null}
        {value}%
      </span>
    </div>
  );
}

/** The 90-and-above band's special icon (spec section 9). */
export function StarIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-2.5" fill="currentColor" aria-hidden="true">
      <path d="M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z" />
    </svg>
  );
}
