import { LinkTabs } from "../../components/link-tabs.tsx";
import { SEARCH_TABS, type SearchTab } from "./search-tabs.ts";

const TABS = SEARCH_TABS.map((id) => ({
  id,
  label: {
    city: "Search City",
    place: "Search Place",
    train: "Search Train",
    flight: "Search Flight",
  }[id],
}));

export const tabId = (tab: SearchTab) => `search-tab-${tab}`;
export const PANEL_ID = "search-panel";

/** The four tabs (spec section 2). */
export function SearchTabs({ current }: { current: SearchTab }) {
  return (
    <LinkTabs
      tabs={TABS}
      current={current}
      label="What to search"
      panelId={PANEL_ID}
      idPrefix="search-tab"
      className="grid grid-cols-2 gap-1 rounded-2xl bg-white/10 p-1 sm:flex"
      tabClassName={(selected) =>
        `rounded-xl px-4 py-2.5 text-center font-semibold whitespace-nowrap transition ${
          selected ? "bg-amber-500 text-slate-950" : "text-white hover:bg-white/15"
        }`
      }
    />
  );
}
