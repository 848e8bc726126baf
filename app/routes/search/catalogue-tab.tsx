import { Form, Link, useNavigate } from "react-router";
import { Combobox } from "../../components/search/combobox.tsx";
import type { Suggestion, Suggestions } from "../../lib/suggest.ts";
import { PopularPicks } from "./popular-picks.tsx";

const TEXT = {
  city: { label: "City", placeholder: "Search cities...", empty: "City not found" },
  place: { label: "Place", placeholder: "Search places...", empty: "Place not found" },
} as const;

/**
 * The city and place tabs: a box that filters as you type and goes to the page you pick. Without
 * JavaScript the box is a form, and the server lists the matches below it.
 */
export function CatalogueTab({
  kind,
  results,
  popular,
}: {
  kind: "city" | "place";
  results: Suggestions | null;
  popular: Suggestion[];
}) {
  const navigate = useNavigate();
  const text = TEXT[kind];
  return (
    <Form method="get" role="search">
      <input type="hidden" name="tab" value={kind} />
      <div className="max-w-xl">
        <Combobox
          key={kind}
          kind={kind}
          name="q"
          label={text.label}
          placeholder={text.placeholder}
          emptyText={text.empty}
          defaultValue={results?.query}
          onFollow={(href) => navigate(href)}
          inputClassName="py-3 text-lg"
        />
      </div>
      <noscript>
        <button type="submit" className="button-primary mt-4">
          Search
        </button>
      </noscript>
      {results?.query ? (
        <div className="mt-6">
          <h2 className="font-semibold text-slate-700">Matches for ‘{results.query}’</h2>
          {results.options.length === 0 ? (
            <p className="mt-2 text-slate-600">{text.empty}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
              {results.options.map((option) => (
                <li key={option.value}>
                  <Link to={option.href ?? "#"} className="block px-4 py-3 hover:bg-amber-50">
                    <span className="font-medium">{option.label}</span>
                    {option.detail ? (
                      <span className="ml-2 text-sm text-slate-500">{option.detail}</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <PopularPicks
          title={kind === "city" ? "Travellers' favourite cities" : "Travellers' favourite places"}
          picks={popular}
        />
      )}
    </Form>
  );
}
