import { renderSitemapIndex } from "@/lib/seo/render-sitemap";
import { xmlHeaders } from "@/lib/seo/sitemap-xml";

// Built from the database on each request: a job that closes leaves the sitemap at once.
export const dynamic = "force-dynamic";

/** The sitemap index: pages, companies and the job files, each with its last change. */
export async function GET() {
  return new Response(await renderSitemapIndex(), { headers: xmlHeaders });
}
