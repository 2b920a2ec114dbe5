import { renderSitemapFile } from "@/lib/seo/render-sitemap";
import { xmlHeaders } from "@/lib/seo/sitemap-xml";

export const dynamic = "force-dynamic";

/** /sitemaps/pages.xml, /sitemaps/companies.xml and /sitemaps/jobs-{n}.xml; 404 for any other name. */
export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[file]">) {
  const xml = await renderSitemapFile((await params).file);
  return xml === null ? new Response("Not found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } }) : new Response(xml, { headers: xmlHeaders });
}
