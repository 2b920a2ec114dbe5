import { guardedLayout } from "@/lib/guards/guarded-layout";
import { ADMIN_PATH } from "@/lib/navigation/paths";

export default guardedLayout(ADMIN_PATH);
