"use client";

import type { Viewer } from "@/lib/users/get-viewer";

export function Who({ viewer }: { viewer: Viewer }) {
  return <p>{viewer.email}</p>;
}
