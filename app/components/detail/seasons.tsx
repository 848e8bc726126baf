import type { CityDetail } from "../../lib/types.ts";

const BOXES = [
  { key: "peak", label: "Peak season", tone: "bg-emerald-50 ring-emerald-200 text-emerald-900" },
  { key: "moderate", label: "Moderate season", tone: "bg-amber-50 ring-amber-200 text-amber-900" },
  { key: "off", label: "Off season", tone: "bg-slate-100 ring-slate-200 text-slate-900" },
] as const;

/** Best time to visit: the sentence, then peak, moderate and off season boxes. */
export function Seasons({
  bestTime,
  seasons,
}: {
  bestTime: string;
  seasons: CityDetail["seasons"];
}) {
  return (
    <>
      <p className="text-lg leading-relaxed text-slate-700">{bestTime}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3" data-testid="seasons">
        {BOXES.map(({ key, label, tone }) => (
          <li key={key} className={`rounded-2xl p-5 ring-1 ${tone}`}>
            <h3 className="text-sm font-semibold uppercase tracking-wider">{label}</h3>
            <p className="mt-1 text-lg font-semibold">
              {seasons[key].start} – {seasons[key].end}
            </p>
            <p className="mt-2 text-sm leading-relaxed opacity-90">{seasons[key].description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
