import { guardedLayout } from "@/lib/guards/guarded-layout";
import { PROFILE_PATH } from "@/lib/navigation/paths";

export default guardedLayout(PROFILE_PATH);
