import { db } from "@/lib/db";

export async function Count() {
  return <p>{await db.job.count()}</p>;
}
