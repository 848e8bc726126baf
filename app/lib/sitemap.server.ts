import { MONTHS } from "../../content/schema.ts";
import { searchEntriesOf } from "../../server/search/search-service.ts";
import type { RequestContext } from "../context.ts";
import { siteOrigin } from "./site.server.ts";

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every page worth indexing: the lists, each category and month, each city, place and hotel. */
export async function buildSitemap(services: RequestContext, request: Request): Promise<string> {
  const origin = siteOrigin(services, request);
  const catalogue = services.catalogue.current();
  const entries = searchEntriesOf(catalogue);
  const categories = catalogue.tripCategories;
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
