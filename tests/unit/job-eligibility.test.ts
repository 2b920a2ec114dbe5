import { describe, expect, it } from "@jest/globals";

import { checkEligibility, describeEligibility, formatUtcOffset, isOffsetInWindow, utcOffsetMinutes, type EligibilityJob } from "@/lib/jobs/job-eligibility";

const JANUARY = new Date("2026-01-15T12:00:00Z");
const JULY = new Date("2026-07-15T12:00:00Z");

const worldwide: EligibilityJob = { eligibleCountryIds: [], regionIds: [], timezoneMinOffset: null, timezoneMaxOffset: null };
const candidate = { countryId: 7, regionId: 2, timezone: "America/Bogota" };

describe("utcOffsetMinutes", () => {
  it("follows daylight saving time", () => {
    expect(utcOffsetMinutes("America/New_York", JANUARY)).toBe(-300);
    expect(utcOffsetMinutes("America/New_York", JULY)).toBe(-240);
    expect(utcOffsetMinutes("Europe/Madrid", JANUARY)).toBe(60);
    expect(utcOffsetMinutes("Europe/Madrid", JULY)).toBe(120);
    // Southern hemisphere: summer time in January.
    expect(utcOffsetMinutes("America/Santiago", JANUARY)).toBe(-180);
    expect(utcOffsetMinutes("America/Santiago", JULY)).toBe(-240);
  });

  it("reads half- and quarter-hour offsets, with and without daylight saving", () => {
    expect(utcOffsetMinutes("Asia/Kolkata", JULY)).toBe(330);
    expect(utcOffsetMinutes("Asia/Kathmandu", JULY)).toBe(345);
    expect(utcOffsetMinutes("America/St_Johns", JANUARY)).toBe(-210);
    expect(utcOffsetMinutes("Australia/Adelaide", JULY)).toBe(570);
    expect(utcOffsetMinutes("Australia/Adelaide", JANUARY)).toBe(630);
  });

  it("gives 0 for UTC and null for a zone nobody knows", () => {
    expect(utcOffsetMinutes("UTC", JULY)).toBe(0);
    expect(utcOffsetMinutes("Europe/London", JANUARY)).toBe(0);
    expect(utcOffsetMinutes("Mars/Olympus_Mons", JULY)).toBeNull();
    expect(utcOffsetMinutes("", JULY)).toBeNull();
  });
});

describe("isOffsetInWindow", () => {
  it("includes both ends and treats a null end as open", () => {
    expect(isOffsetInWindow(-300, -300, 60)).toBe(true);
    expect(isOffsetInWindow(60, -300, 60)).toBe(true);
    expect(isOffsetInWindow(61, -300, 60)).toBe(false);
    expect(isOffsetInWindow(840, -300, null)).toBe(true);
    expect(isOffsetInWindow(-720, null, 60)).toBe(true);
    expect(isOffsetInWindow(120, null, 60)).toBe(false);
  });

  it("wraps around the date line when the minimum is past the maximum", () => {
    expect(isOffsetInWindow(660, 600, -600)).toBe(true);
    expect(isOffsetInWindow(-660, 600, -600)).toBe(true);
    expect(isOffsetInWindow(0, 600, -600)).toBe(false);
  });
});

describe("checkEligibility", () => {
  it("accepts everybody when the job hires worldwide in any time zone", () => {
    expect(checkEligibility(worldwide, candidate, JULY)).toEqual({ eligible: true, unknown: [], candidateUtcOffset: -300 });
    expect(checkEligibility(worldwide, { countryId: null, regionId: null, timezone: null }, JULY)).toEqual({ eligible: true, unknown: [], candidateUtcOffset: null });
  });

  it("accepts a listed country or a country in a listed region, and refuses others", () => {
    expect(checkEligibility({ ...worldwide, eligibleCountryIds: [7] }, candidate, JULY).eligible).toBe(true);
    expect(checkEligibility({ ...worldwide, regionIds: [2] }, candidate, JULY).eligible).toBe(true);
    expect(checkEligibility({ ...worldwide, eligibleCountryIds: [8], regionIds: [2] }, candidate, JULY).eligible).toBe(true);
    expect(checkEligibility({ ...worldwide, eligibleCountryIds: [8], regionIds: [3] }, candidate, JULY)).toEqual({
      eligible: false,
      reasons: ["country"],
      unknown: [],
      candidateUtcOffset: -300,
    });
  });

  it("checks the time zone at the given moment, so daylight saving can move a candidate out of the window", () => {
    // New York is -300 in winter, -240 in summer; a job accepting -300..-300 takes them in January only.
    const job = { ...worldwide, timezoneMinOffset: -300, timezoneMaxOffset: -300 };
    const newYorker = { countryId: 1, regionId: 1, timezone: "America/New_York" };
    expect(checkEligibility(job, newYorker, JANUARY).eligible).toBe(true);
    expect(checkEligibility(job, newYorker, JULY)).toEqual({ eligible: false, reasons: ["timezone"], unknown: [], candidateUtcOffset: -240 });
  });

  it("compares half-hour offsets exactly", () => {
    const job = { ...worldwide, timezoneMinOffset: 0, timezoneMaxOffset: 330 };
    expect(checkEligibility(job, { ...candidate, timezone: "Asia/Kolkata" }, JULY).eligible).toBe(true);
    expect(checkEligibility(job, { ...candidate, timezone: "Asia/Kathmandu" }, JULY).eligible).toBe(false);
  });

  it("lists every reason a candidate is outside", () => {
    const job = { eligibleCountryIds: [99], regionIds: [], timezoneMinOffset: 0, timezoneMaxOffset: 120 };
    expect(checkEligibility(job, candidate, JULY)).toMatchObject({ eligible: false, reasons: ["country", "timezone"] });
  });

  it("does not block on what the profile does not say, and names it", () => {
    const job = { eligibleCountryIds: [99], regionIds: [], timezoneMinOffset: 0, timezoneMaxOffset: 120 };
    expect(checkEligibility(job, { countryId: null, regionId: null, timezone: null }, JULY)).toEqual({
      eligible: true,
      unknown: ["country", "timezone"],
      candidateUtcOffset: null,
    });
    expect(checkEligibility(job, { countryId: null, regionId: null, timezone: "Not/AZone" }, JULY)).toMatchObject({ eligible: true, unknown: ["country", "timezone"] });
    // A known refusal still refuses, with the unknown part beside it.
    expect(checkEligibility(job, { countryId: 7, regionId: 2, timezone: null }, JULY)).toEqual({
      eligible: false,
      reasons: ["country"],
      unknown: ["timezone"],
      candidateUtcOffset: null,
    });
  });
});

describe("describeEligibility", () => {
  it("says worldwide and any time zone when there is no rule", () => {
    expect(describeEligibility({ eligibleCountries: [], regions: [], timezoneMinOffset: null, timezoneMaxOffset: null })).toEqual({
      isWorldwide: true,
      regions: [],
      countries: [],
      timezoneWindow: null,
    });
  });

  it("lists names in order and labels the window", () => {
    expect(
      describeEligibility({
        eligibleCountries: [{ name: "Spain" }, { name: "Argentina" }],
        regions: [{ name: "Latin America" }],
        timezoneMinOffset: -300,
        timezoneMaxOffset: 330,
      }),
    ).toEqual({
      isWorldwide: false,
      regions: ["Latin America"],
      countries: ["Argentina", "Spain"],
      timezoneWindow: { minOffset: -300, maxOffset: 330, minLabel: "UTC-05:00", maxLabel: "UTC+05:30" },
    });
    expect(describeEligibility({ eligibleCountries: [], regions: [], timezoneMinOffset: null, timezoneMaxOffset: 0 }).timezoneWindow).toEqual({
      minOffset: null,
      maxOffset: 0,
      minLabel: null,
      maxLabel: "UTC+00:00",
    });
  });

  it("formats offsets with hours and minutes", () => {
    expect(formatUtcOffset(-210)).toBe("UTC-03:30");
    expect(formatUtcOffset(345)).toBe("UTC+05:45");
    expect(formatUtcOffset(840)).toBe("UTC+14:00");
  });
});
