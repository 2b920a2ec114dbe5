import { guardedLayout } from "@/lib/guards/guarded-layout";
import { EMPLOYER_CANDIDATES_PATH } from "@/lib/navigation/paths";

export default guardedLayout(EMPLOYER_CANDIDATES_PATH);
