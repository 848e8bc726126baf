import { MONTHS } from "../../content/schema.ts";
import { listTripCategories } from "../../server/data/cards.server.ts";
import { listSearchEntries } from "../../server/data/search.server.ts";
import type { RequestContext } from "../context.ts";
import { siteOrigin } from "./site.server.ts";

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every page worth indexing: the lists, each category and month, each city, place and hotel. */
export async function buildSitemap(services: RequestContext, request: Request): Promise<string> {
  const origin = siteOrigin(services, request);
  const [entries, categories] = await Promise.all([
    listSearchEntries(services.db),
    listTripCategories(services.db),
  ]);
  const paths = [
    "/",
    "/cities",
    "/places",
    "/PlanTripCategory",
    ...categories.map((c) => `/PlanTripCategory/${c.slug}`),
    ...MONTHS.map((m) => `/month/${m}`),
    ...entries.map((e) => `/${e.type}/${encodeURIComponent(e.name)}`),
  ];
  const urls = paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}
