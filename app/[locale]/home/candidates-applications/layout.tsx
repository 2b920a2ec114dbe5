import { guardedLayout } from "@/lib/guards/guarded-layout";
import { CANDIDATE_APPLICATIONS_PATH } from "@/lib/navigation/paths";

export default guardedLayout(CANDIDATE_APPLICATIONS_PATH);
