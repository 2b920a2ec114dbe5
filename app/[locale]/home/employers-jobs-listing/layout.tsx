import { guardedLayout } from "@/lib/guards/guarded-layout";
import { EMPLOYER_JOBS_PATH } from "@/lib/navigation/paths";

export default guardedLayout(EMPLOYER_JOBS_PATH);
