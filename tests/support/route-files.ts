import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every route.ts under `directory` (app/api for the route handlers), at any depth. */
export async function findRouteFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return findRouteFiles(full);
      return Promise.resolve(entry.name === "route.ts" ? [full] : []);
    }),
  );
  return nested.flat();
}
