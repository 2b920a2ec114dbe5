import { route } from "@/lib/api/route";
import { listLatestBlogPosts } from "@/lib/blog/list-latest-blog-posts";
import { localeQuerySchema } from "@/lib/catalogue/schemas";

/** The four newest published blog posts in ?locale (default en), newest first. */
export const GET = route({ query: localeQuerySchema }, ({ query }) => listLatestBlogPosts(query.locale));
