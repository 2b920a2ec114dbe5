import { callRoute } from "@/tests/support/api";

export const seed = callRoute;
