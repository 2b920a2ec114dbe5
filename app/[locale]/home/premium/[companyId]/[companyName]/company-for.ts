import "server-only";

import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";

import type { CurrentUser } from "@/lib/auth/current-user";
import { getCompany } from "@/lib/companies/get-company";
import { AppError } from "@/lib/errors";

const companyId = z.uuid();

/**
 * The company if the viewer is one of its people; anyone else (or a malformed id) finds no such
 * page. Read once per request: the layout asks first, outside loading.tsx's boundary, so the
 * answer is an HTTP 404 rather than a loading state that streams into one; the page asks again.
 */
export const companyFor = cache(async (viewer: CurrentUser, id: string) => {
  if (!companyId.safeParse(id).success) notFound();
  try {
    return await getCompany(viewer, id);
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "bad_request")) notFound();
    throw error;
  }
});
