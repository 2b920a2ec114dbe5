import { route } from "@/lib/api/route";
import { resetCompanyImage } from "@/lib/companies/company-images";
import { resetCompanyImageSchema } from "@/lib/companies/schemas";

/** Removes the company's logo or cover. */
export const POST = route({ body: resetCompanyImageSchema }, ({ user, body }) => resetCompanyImage(user, body), { auth: "employer" });
