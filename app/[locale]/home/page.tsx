import { requirePageAccess } from "@/lib/guards/require-page-access";

/** The dashboard home sends employers to candidates and candidates to jobs. */
export default async function Page() {
  await requirePageAccess("/home");
  return null;
}
