/**
 * A short reading of a V8 CPU profile (`node --cpu-prof`): where the samples of a time window
 * fell, by file (node_modules package, Next's runtime, our chunks) and by function.
 */
import { readFileSync } from "node:fs";

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** A file's short name: the package under node_modules, else the path under the build or the repo. */
function fileOf(url: string): string {
  if (!url) return "(V8, GC and native)";
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (dependency) return dependency[1] === "next" ? `next/${dependency[2]!.split("/").pop()}` : dependency[1]!;
  return url.replace(/^.*?\/\.next[^/]*\/server\//, "build:").replace(/^file:\/\/.*?\/(app|lib|components|scripts)\//, "$1/");
}

/** Milliseconds of samples in the last `windowMs` of the profile, by file and by function. */
export function summariseProfile(path: string, windowMs: number, top = 20): string {
  const profile = JSON.parse(readFileSync(path, "utf8")) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = profile.endTime - windowMs * 1000;
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let time = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    // A sample stands for the time since the one before it: count only the part inside the window.
    const inWindow = Math.min(delta, time - from);
    if (inWindow <= 0) return;
    const { callFrame } = nodes.get(id)!;
    const ms = inWindow / 1000;
    total += ms;
    const file = fileOf(callFrame.url);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const name = `${callFrame.functionName || "(anonymous)"}  ${file}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ""}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  const list = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(7)} ms  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${name}`);
  return [`${total.toFixed(0)} ms of samples`, "by file:", ...list(byFile), "by function (self time):", ...list(byFunction)].join("\n");
}
