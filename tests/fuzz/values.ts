import type { Random } from "@/tests/fuzz/random";

/**
 * What an attacker or a broken client puts where a field belongs: wrong types, extremes of size
 * and range, text PostgreSQL cannot store, and fragments of injection aimed at SQL, HTML, paths and
 * templates. Each entry is a name (printed with a failing case) and a value.
 */
const longText = (size: number) => "a".repeat(size);

export const badStrings: readonly (readonly [string, string])[] = [
  ["empty", ""],
  ["spaces", "   "],
  ["newlines", "\r\n\r\n"],
  ["nul", "before\u0000after"],
  ["only nul", "\u0000"],
  ["control characters", "\u0001\u0002\u0007\u001b[31m\u007f"],
  ["lone high surrogate", "x\ud800y"],
  ["lone low surrogate", "\udc00"],
  ["bidi override", "\u202egnp.exe"],
  ["zero width", "\u200b\u200c\u200d\ufeff"],
  ["combining marks", "Z\u0351\u0358\u0362\u0315\u0358\u0361\u035c\u0336"],
  ["emoji", "🧑‍💻👩🏽‍🚀🏳️‍🌈"],
  ["cjk", "漢字かなカナ한국어"],
  ["rtl", "مرحبا بالعالم"],
  ["spanish", "ñandú acción"],
  ["long", longText(10_000)],
  ["very long", longText(200_000)],
  ["long unicode", "ñ".repeat(5_000)],
  ["sql quote", "' OR '1'='1"],
  ["sql comment", "admin'--"],
  ["sql drop", "'; DROP TABLE users; --"],
  ["sql union", "1 UNION SELECT password_hash FROM users"],
  ["sql like wildcards", "%_%\\"],
  ["tsquery syntax", "!(&|:*<->)"],
  ["regex", "(a+)+$[[[("],
  ["html script", "<script>alert(1)</script>"],
  ["html attribute", '"><img src=x onerror=alert(1)>'],
  ["javascript url", "javascript:alert(1)"],
  ["data url", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
  ["path traversal", "../../../../etc/passwd"],
  ["encoded traversal", "..%2f..%2f..%2fetc%2fpasswd"],
  ["windows path", "..\\..\\windows\\win.ini"],
  ["template", "{{7*7}}${7*7}<%= 7*7 %>"],
  ["log4j", "${jndi:ldap://127.0.0.1/a}"],
  ["format string", "%s%s%s%n%x"],
  ["crlf injection", "a\r\nSet-Cookie: injected=1"],
  ["json in string", '{"$where":"1==1"}'],
  ["prototype", "__proto__"],
  ["number as text", "12345678901234567890"],
  ["negative number text", "-1"],
  ["float text", "1e309"],
  ["nan text", "NaN"],
  ["infinity text", "Infinity"],
  ["hex text", "0x7fffffff"],
  ["bool text", "true"],
  ["null text", "null"],
  ["undefined text", "undefined"],
  ["nil uuid", "00000000-0000-0000-0000-000000000000"],
  ["max uuid", "ffffffff-ffff-ffff-ffff-ffffffffffff"],
  ["uuid upper", "0190A0B0-0000-7000-8000-00000000000A"],
  ["uuid braces", "{0190a0b0-0000-7000-8000-000000000000}"],
  ["uuid truncated", "0190a0b0-0000-7000-8000"],
  ["bad email", "not-an-email"],
  ["email with nul", "a\u0000@example.com"],
  ["email unicode", "ñandú@exämple.com"],
  ["email long", `${longText(300)}@example.com`],
  ["email quoted", '"a b"@example.com'],
  ["date year zero", "0000-01-01"],
  ["date far future", "275760-09-13T00:00:00.000Z"],
  ["date invalid", "2024-02-30"],
  ["date time offset", "2024-01-01T25:61:61+99:99"],
  ["iso week", "2024-W01-1"],
  ["url file", "file:///etc/passwd"],
  ["url local", "http://169.254.169.254/latest/meta-data/"],
  ["url unicode host", "https://exämple.com/ñ"],
  ["percent garbage", "%zz%00%"],
  ["slashes", "///"],
  ["dot", "."],
  ["dotdot", ".."],
];

export const badNumbers: readonly (readonly [string, number])[] = [
  ["zero", 0],
  ["minus one", -1],
  ["minus zero", -0],
  ["half", 0.5],
  ["negative fraction", -1.5],
  ["smallint max + 1", 32_768],
  ["smallint min - 1", -32_769],
  ["int max + 1", 2_147_483_648],
  ["int min - 1", -2_147_483_649],
  ["unsafe integer", 9_007_199_254_740_993],
  ["huge", 1e308],
  ["tiny", 5e-324],
  ["negative huge", -1e308],
  ["big rank", 1_000_000],
];

/** Values of the wrong type, or shapes no schema expects. */
export function badValue(random: Random): [string, unknown] {
  const kind = random.int(0, 9);
  if (kind <= 3) return random.pick(badStrings) as [string, string];
  if (kind <= 5) return random.pick(badNumbers) as [string, number];
  return random.pick(oddShapes)();
}

const deepNesting = (depth: number): unknown => {
  let value: unknown = "bottom";
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

const oddShapes: readonly (() => [string, unknown])[] = [
  () => ["null", null],
  () => ["true", true],
  () => ["false", false],
  () => ["empty object", {}],
  () => ["empty array", []],
  () => ["array of nulls", [null, null]],
  () => ["array of strings", ["a", "b"]],
  () => ["array of objects", [{}, { a: 1 }]],
  () => ["big array", Array.from({ length: 5_000 }, (_, index) => index)],
  () => ["deep nesting", deepNesting(500)],
  () => ["object with prototype keys", JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"ADMINISTRATOR"}}}')],
  () => ["object of wrong shape", { id: 1, value: "x", nested: { deeper: [1, "2", null] } }],
];

/** A text for a URL slot (path segment or query value): never undefined, often hostile. */
export function badText(random: Random): [string, string] {
  if (random.chance(0.8)) return random.pick(badStrings) as [string, string];
  const [name, value] = random.pick(badNumbers);
  return [name, String(value)];
}
