/**
 * Remote eligibility (issue 4 item 3): which candidates a job accepts applications from. Pure
 * (no database, no "server-only"): the apply endpoint, the job page and filters share it, and the
 * apply panel imports its types.
 *
 * - Location: a job lists eligible countries (JobCountry) and regions (JobRegion). A candidate is
 *   accepted when their country is listed or lies in a listed region. No countries and no regions
 *   means worldwide.
 * - Time zone: the job accepts UTC offsets timezoneMinOffset..timezoneMaxOffset (minutes east of
 *   UTC, both ends included). A null end is open on that side. A window whose minimum is greater
 *   than its maximum wraps around the date line (e.g. +600..-600 accepts +11:00 and -11:00).
 *   The candidate's offset is the one their IANA zone has at `now`, so daylight saving counts.
 *
 * What the candidate has not told us (no country, no or an unknown time zone) does not block
 * them: the check passes and lists the missing part in `unknown`, so that a page can ask the
 * candidate to complete their profile. Only what we know to be outside the rule refuses.
 */

export type EligibilityCheck = "country" | "timezone";

export type EligibilityJob = {
  eligibleCountryIds: readonly number[];
  regionIds: readonly number[];
  timezoneMinOffset: number | null;
  timezoneMaxOffset: number | null;
};

export type EligibilityCandidate = {
  countryId: number | null;
  /** The region of the candidate's country. */
  regionId: number | null;
  /** IANA zone, e.g. America/Bogota. */
  timezone: string | null;
};

export type Eligibility =
  | {
      eligible: true;
      /** Restrictions the candidate's profile could not be checked against (missing country or zone). */
      unknown: EligibilityCheck[];
      /** The candidate's UTC offset at the time of the check, in minutes; null when the zone is missing or unknown. */
      candidateUtcOffset: number | null;
    }
  | {
      eligible: false;
      /** What the candidate is outside of. */
      reasons: EligibilityCheck[];
      unknown: EligibilityCheck[];
      candidateUtcOffset: number | null;
    };

export function checkEligibility(job: EligibilityJob, candidate: EligibilityCandidate, now: Date = new Date()): Eligibility {
  const reasons: EligibilityCheck[] = [];
  const unknown: EligibilityCheck[] = [];

  if (restrictsLocation(job)) {
    if (candidate.countryId === null) unknown.push("country");
    else if (!isLocationAccepted(job, candidate)) reasons.push("country");
  }

  const candidateUtcOffset = candidate.timezone ? utcOffsetMinutes(candidate.timezone, now) : null;
  if (restrictsTimezone(job)) {
    if (candidateUtcOffset === null) unknown.push("timezone");
    else if (!isOffsetInWindow(candidateUtcOffset, job.timezoneMinOffset, job.timezoneMaxOffset)) reasons.push("timezone");
  }

  return reasons.length === 0 ? { eligible: true, unknown, candidateUtcOffset } : { eligible: false, reasons, unknown, candidateUtcOffset };
}

export function restrictsLocation(job: Pick<EligibilityJob, "eligibleCountryIds" | "regionIds">): boolean {
  return job.eligibleCountryIds.length > 0 || job.regionIds.length > 0;
}

export function restrictsTimezone(job: Pick<EligibilityJob, "timezoneMinOffset" | "timezoneMaxOffset">): boolean {
  return job.timezoneMinOffset !== null || job.timezoneMaxOffset !== null;
}

function isLocationAccepted(job: EligibilityJob, candidate: EligibilityCandidate): boolean {
  if (candidate.countryId !== null && job.eligibleCountryIds.includes(candidate.countryId)) return true;
  return candidate.regionId !== null && job.regionIds.includes(candidate.regionId);
}

/** Both ends included; a null end is open; min > max wraps around the date line. */
export function isOffsetInWindow(offset: number, min: number | null, max: number | null): boolean {
  if (min !== null && max !== null && min > max) return offset >= min || offset <= max;
  return (min === null || offset >= min) && (max === null || offset <= max);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat | null>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat | null {
  if (!offsetFormatters.has(timeZone)) {
    let formatter: Intl.DateTimeFormat | null;
    try {
      formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    } catch {
      formatter = null; // RangeError: not a zone this runtime knows.
    }
    offsetFormatters.set(timeZone, formatter);
  }
  return offsetFormatters.get(timeZone) ?? null;
}

/**
 * The zone's offset from UTC at `at`, in minutes east (America/New_York: -300 in January, -240 in
 * July; Asia/Kolkata: 330). Null for a zone the runtime does not know.
 */
export function utcOffsetMinutes(timeZone: string, at: Date): number | null {
  // Formatting is slow (a list scores hundreds of jobs for one candidate), and offsets only change
  // at quarter hours of UTC (every zone's transitions fall on them): one answer per zone and quarter.
  const key = `${timeZone}|${Math.floor(at.getTime() / QUARTER_HOUR_MS)}`;
  if (!offsetsByQuarter.has(key)) {
    if (offsetsByQuarter.size >= MAX_REMEMBERED_OFFSETS) offsetsByQuarter.clear();
    offsetsByQuarter.set(key, formatUtcOffsetMinutes(timeZone, at));
  }
  return offsetsByQuarter.get(key) ?? null;
}

const QUARTER_HOUR_MS = 15 * 60 * 1000;
const MAX_REMEMBERED_OFFSETS = 2_000;
const offsetsByQuarter = new Map<string, number | null>();

function formatUtcOffsetMinutes(timeZone: string, at: Date): number | null {
  const formatter = offsetFormatter(timeZone);
  if (!formatter) return null;
  const name = formatter.formatToParts(at).find((part) => part.type === "timeZoneName")?.value;
  if (name === undefined) return null;
  // "GMT" for UTC itself, else "GMT+05:30" / "GMT-03:00".
  if (name === "GMT" || name === "UTC") return 0;
  const match = /^(?:GMT|UTC)([+\-\u2212])(\d{1,2})(?::?(\d{2}))?$/.exec(name);
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "+" ? minutes : -minutes;
}

/** "UTC+05:30", "UTC-03:00", "UTC+00:00": the same in every language. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, "0");
  const rest = String(absolute % 60).padStart(2, "0");
  return `UTC${sign}${hours}:${rest}`;
}

export type EligibilityDescriptionJob = {
  /** Names already in the page's language. */
  eligibleCountries: readonly { name: string }[];
  regions: readonly { name: string }[];
  timezoneMinOffset: number | null;
  timezoneMaxOffset: number | null;
};

export type EligibilityDescription = {
  /** No country or region restriction. */
  isWorldwide: boolean;
  regions: string[];
  countries: string[];
  /** Null when any time zone is accepted; a null end is open on that side. */
  timezoneWindow: { minOffset: number | null; maxOffset: number | null; minLabel: string | null; maxLabel: string | null } | null;
};

/** What a job page shows of the rule: where the job hires from and the accepted offsets. */
export function describeEligibility(job: EligibilityDescriptionJob): EligibilityDescription {
  const { timezoneMinOffset: minOffset, timezoneMaxOffset: maxOffset } = job;
  const byName = (a: string, b: string) => a.localeCompare(b);
  return {
    isWorldwide: job.eligibleCountries.length === 0 && job.regions.length === 0,
    regions: job.regions.map((region) => region.name).sort(byName),
    countries: job.eligibleCountries.map((country) => country.name).sort(byName),
    timezoneWindow:
      minOffset === null && maxOffset === null
        ? null
        : {
            minOffset,
            maxOffset,
            minLabel: minOffset === null ? null : formatUtcOffset(minOffset),
            maxLabel: maxOffset === null ? null : formatUtcOffset(maxOffset),
          },
  };
}
