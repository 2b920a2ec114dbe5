import { guardedLayout } from "@/lib/guards/guarded-layout";
import { CANDIDATE_JOBS_PATH } from "@/lib/navigation/paths";

export default guardedLayout(CANDIDATE_JOBS_PATH);
