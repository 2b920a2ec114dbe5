/**
 * Intl formatters are costly to build (locale data is resolved on each construction) and cheap
 * to reuse: a page of job cards formats some sixty dates and amounts. Keyed by everything that
 * shapes them; the set of keys is small (locales × currencies × a few styles).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<Formatter extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => Formatter): Formatter {
  let formatter = formatters.get(key) as Formatter | undefined;
  if (!formatter) formatters.set(key, (formatter = create()));
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
