/**
 * Phone numbers in international form: a "+", the country code and the number, 8 to 15 digits in
 * all (E.164). People type spaces, dots, dashes and brackets between the digits; those are dropped,
 * so "+57 (300) 555-1234" is stored as "+573005551234".
 */
const separators = /[\s().-]/g;
const e164 = /^\+[1-9]\d{7,14}$/;

export function normalizePhone(value: string): string {
  return value.trim().replace(separators, "");
}

export function isPhoneNumber(value: string): boolean {
  return e164.test(normalizePhone(value));
}

/** Whether two stored or typed numbers are the same number (a verified one stays verified). */
export function isSamePhone(a: string | null, b: string | null): boolean {
  return (a === null ? null : normalizePhone(a)) === (b === null ? null : normalizePhone(b));
}
