import { notFound } from "next/navigation";

export const dynamic = "force-dynamic";

/**
 * npm run bench's reference row: one paragraph under the root layout, through proxy.ts, rendered
 * fresh. What it costs is the framework's own floor for a page on the machine measured, so a
 * page's CPU per request can be read against it. Not found unless the bench's server asks for it.
 */
export default function BenchFloorPage() {
  if (process.env.BENCH_FLOOR_PAGE !== "1") notFound();
  // No words: nobody reads this page, and every text people read comes from the message files.
  return <p>…</p>;
}
