"use client";

import { getViewer } from "@/lib/users/get-viewer";

export function Who() {
  return <p>{String(getViewer)}</p>;
}
