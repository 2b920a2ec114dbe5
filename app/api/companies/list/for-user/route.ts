import { route } from "@/lib/api/route";
import { listUserCompanies } from "@/lib/companies/list-user-companies";

/** Every company the caller belongs to. */
export const GET = route({}, ({ user }) => listUserCompanies(user), { auth: "employer" });
