/**
 * A strict reader of Prometheus' text exposition format (0.0.4), enough to prove that what
 * GET /api/metrics writes is what a Prometheus server accepts: every sample belongs to a family
 * declared with # TYPE, names and labels are well formed, values are numbers, and a histogram's
 * buckets are cumulative and end in +Inf equal to its _count.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string | null; samples: Sample[] };

const metricName = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const sampleLine = new RegExp(`^(${metricName})(?:\\{(.*)\\})? (\\S+)$`);
const labelPair = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\n"])*)"(?:,|$)/;

export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith("\n")) throw new Error("the exposition must end with a line feed");
  const families = new Map<string, Family>();
  const help = new Map<string, string>();
  for (const line of text.slice(0, -1).split("\n")) {
    if (line.startsWith("# HELP ")) {
      const [name, ...rest] = line.slice("# HELP ".length).split(" ");
      help.set(name!, rest.join(" "));
      continue;
    }
    if (line.startsWith("# TYPE ")) {
      const [name, type] = line.slice("# TYPE ".length).split(" ");
      if (!name || !new RegExp(`^${metricName}$`).test(name)) throw new Error(`bad family name in: ${line}`);
      if (!["counter", "gauge", "histogram", "summary", "untyped"].includes(type ?? "")) throw new Error(`bad type in: ${line}`);
      if (families.has(name)) throw new Error(`family ${name} declared twice`);
      families.set(name, { name, type: type!, help: help.get(name) ?? null, samples: [] });
      continue;
    }
    if (line.startsWith("#") || line === "") throw new Error(`unexpected line: ${JSON.stringify(line)}`);
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`not a sample: ${line}`);
    const [, name, labelText = "", valueText] = match;
    const value = valueText === "+Inf" ? Infinity : valueText === "-Inf" ? -Infinity : Number(valueText);
    if (Number.isNaN(value) && valueText !== "NaN") throw new Error(`not a number: ${line}`);
    const labels: Record<string, string> = {};
    for (let rest = labelText; rest !== ""; ) {
      const pair = labelPair.exec(rest);
      if (!pair) throw new Error(`bad labels in: ${line}`);
      labels[pair[1]!] = pair[2]!.replace(/\\n/g, "\n").replace(/\\"/g, '"').replace(/\\\\/g, "\\");
      rest = rest.slice(pair[0].length);
    }
    const family = families.get(name!) ?? families.get(name!.replace(/_(bucket|sum|count)$/, ""));
    if (!family) throw new Error(`sample ${name} has no # TYPE before it`);
    family.samples.push({ name: name!, labels, value });
  }
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}

function checkHistogram(family: Family) {
  const series = new Map<string, Sample[]>();
  for (const sample of family.samples) {
    const { le, ...rest } = sample.labels;
    void le;
    const key = JSON.stringify(Object.entries(rest).sort());
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, samples] of series) {
    const buckets = samples.filter((sample) => sample.name === `${family.name}_bucket`);
    const count = samples.find((sample) => sample.name === `${family.name}_count`);
    if (!count || !samples.some((sample) => sample.name === `${family.name}_sum`)) throw new Error(`${family.name} ${key}: no _sum or _count`);
    const bounds = buckets.map((bucket) => (bucket.labels.le === "+Inf" ? Infinity : Number(bucket.labels.le)));
    if (bounds.at(-1) !== Infinity) throw new Error(`${family.name} ${key}: the last bucket is not +Inf`);
    for (let index = 1; index < buckets.length; index += 1) {
      if (!(bounds[index]! > bounds[index - 1]!)) throw new Error(`${family.name} ${key}: bucket bounds are not ascending`);
      if (buckets[index]!.value < buckets[index - 1]!.value) throw new Error(`${family.name} ${key}: buckets are not cumulative`);
    }
    if (buckets.at(-1)!.value !== count.value) throw new Error(`${family.name} ${key}: +Inf bucket differs from _count`);
  }
}
