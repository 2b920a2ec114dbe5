import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { runTransaction } from "@/lib/db/run-transaction";
import { AppError } from "@/lib/errors";

import { readApplicantOrThrow, readState, type ApplicantState } from "./applicant-state";
import { lockOwnedJob } from "./owned-job";
import { countRanked, moveRank } from "./ranks";

/** Ranks are smallint; nobody has 32,767 applicants in one stage. */
const RANK_PATTERN = /^[1-9][0-9]{0,4}$/;

/** The rank of the path, or 422 invalid_rank: not a whole number, zero or negative. */
export function parseRank(raw: string): number {
  if (!RANK_PATTERN.test(raw)) throw invalidRank("A rank is a whole number from 1.", { rank: raw });
  return Number(raw);
}

function invalidRank(message: string, details: Record<string, unknown>): AppError {
  return new AppError("invalid_rank", { message, details });
}

/**
 * PUT /api/posts/{postId}/rank/{userId}/{rank} (spec 7): puts the applicant at `rank` (1 is best)
 * within its stage, the others in between shifting one place. Under the job's lock, so that any
 * number of concurrent moves leave the stage's ranks exactly 1..n. A dismissed or withdrawn
 * applicant has no rank (409 not_rankable); a rank past the stage's last is 422 invalid_rank with
 * details.max. The candidate is not told: the rank is the employer's.
 */
export async function moveApplicantRank(caller: Pick<CurrentUser, "id">, jobId: string, candidateId: string, rawRank: string): Promise<ApplicantState> {
  const rank = parseRank(rawRank);
  return runTransaction(async (tx) => {
    const job = await lockOwnedJob(tx, caller, jobId);
    const applicant = await readApplicantOrThrow(tx, job.id, candidateId);
    if (applicant.withdrawn_at !== null || applicant.rank === null) {
      const reason = applicant.withdrawn_at !== null ? "withdrawn" : "dismissed";
      throw new AppError("not_rankable", { message: "Only applicants in Applicants or the Shortlist have a rank.", details: { reason } });
    }
    const max = await countRanked(tx, job.id, applicant.stage);
    if (rank > max) throw invalidRank(`This stage has ${max} ranked applicants.`, { rank: rawRank, max });
    await moveRank(tx, job.id, applicant.stage, applicant.id, applicant.rank, rank);
    const [state] = await readState(tx, [applicant.id]);
    return state!;
  });
}
