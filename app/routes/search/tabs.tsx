import { type KeyboardEvent, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { SEARCH_TABS, type SearchTab } from "./search-tabs.ts";

const LABELS: Record<SearchTab, string> = {
  city: "Search City",
  place: "Search Place",
  train: "Search Train",
  flight: "Search Flight",
};

export const tabId = (tab: SearchTab) => `search-tab-${tab}`;
export const PANEL_ID = "search-panel";

/**
 * The four tabs (spec section 2). Each is a link, so a tab works without JavaScript; with it,
 * the arrow keys, Home and End move between tabs as the WAI-ARIA tabs pattern asks.
 */
export function SearchTabs({ current }: { current: SearchTab }) {
  const navigate = useNavigate();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = SEARCH_TABS.indexOf(current);
    const last = SEARCH_TABS.length - 1;
    const to =
      event.key === "ArrowRight"
        ? (at + 1) % SEARCH_TABS.length
        : event.key === "ArrowLeft"
          ? (at + last) % SEARCH_TABS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    const tab = SEARCH_TABS[to];
    if (!tab) return;
    event.preventDefault();
    navigate(`?tab=${tab}`, { preventScrollReset: true });
    refs.current[to]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="What to search"
      className="grid grid-cols-2 gap-1 rounded-2xl bg-white/10 p-1 sm:flex"
      onKeyDown={onKeyDown}
    >
      {SEARCH_TABS.map((tab, i) => (
        <Link
          key={tab}
          ref={(element) => {
            refs.current[i] = element;
          }}
          id={tabId(tab)}
          role="tab"
          to={`?tab=${tab}`}
          preventScrollReset
          aria-selected={tab === current}
          aria-controls={PANEL_ID}
          tabIndex={tab === current ? 0 : -1}
          className={`rounded-xl px-4 py-2.5 text-center font-semibold whitespace-nowrap transition ${
            tab === current ? "bg-amber-500 text-slate-950" : "text-white hover:bg-white/15"
          }`}
        >
          {LABELS[tab]}
        </Link>
      ))}
    </div>
  );
}
