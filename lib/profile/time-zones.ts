/** IANA time zones as this runtime knows them (e.g. "America/Bogota"); "UTC" too. */
let zones: ReadonlySet<string> | undefined;

function knownZones(): ReadonlySet<string> {
  zones ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  return zones;
}

export function isTimeZone(value: string): boolean {
  if (knownZones().has(value)) return true;
  // Aliases (e.g. "Asia/Kolkata", which ICU lists as "Asia/Calcutta") are valid zones that the list leaves out.
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}
