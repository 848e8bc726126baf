import type { RequestContext } from "../../context.ts";
import { canonicalUrl } from "../../lib/site.server.ts";
import { loadFlightTab } from "./flight-search.server.ts";
import { searchTabOf } from "./search-tabs.ts";
import { popularOptions, suggest } from "./suggest.server.ts";
import { loadTrainTab } from "./train-search.server.ts";

/** `/search?tab=…`: the tab's form as it was sent, and its results when it was (issue 11). */
export async function loadSearch(services: RequestContext, request: Request) {
  const params = new URL(request.url).searchParams;
  const tab = searchTabOf(params.get("tab"));
  const canonical = canonicalUrl(services, request);
  switch (tab) {
    case "city":
    case "place": {
      const q = (params.get("q") ?? "").slice(0, 100);
      return {
        canonical,
        tab,
        results: q.trim() ? suggest(services, tab, q) : null,
        popular: popularOptions(services, tab),
      };
    }
    case "train":
      return { canonical, tab, train: await loadTrainTab(services, params) };
    case "flight":
      return { canonical, tab, flight: await loadFlightTab(services, params) };
  }
}
