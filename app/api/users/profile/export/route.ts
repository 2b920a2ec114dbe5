import { route } from "@/lib/api/route";
import { exportAccountData } from "@/lib/users/export-account-data";

/** The caller's own data as a JSON file to download (never cached: it is personal). */
export const GET = route(
  {},
  async ({ user }) => {
    const data = await exportAccountData(user);
    const fileName = `remote-jobs-data-${new Date().toISOString().slice(0, 10)}.json`;
    return new Response(JSON.stringify(data, null, 2), {
      headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${fileName}"`, "cache-control": "private, no-store" },
    });
  },
  { auth: "user" },
);
