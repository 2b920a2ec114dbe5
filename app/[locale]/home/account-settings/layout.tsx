import { guardedLayout } from "@/lib/guards/guarded-layout";

export default guardedLayout("/home/account-settings");
