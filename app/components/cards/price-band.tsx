import { nightlyRangeText, PRICE_BANDS, type PriceBand } from "../../../common/price-bands.ts";
import type { CardLabel } from "./entity-card.tsx";

// A hotel's price band as travellers see it (issues 12 and 13): 'Price: Mid-range', with what a
// night in that band usually costs. Our estimate from what the property is, never a live rate.

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const badgeText = (band: PriceBand) => `Price: ${PRICE_BANDS[band].label}`;

/** The card's label for a hotel's band; none when we have not judged the hotel. */
export function priceBandLabel(band: PriceBand | null): CardLabel | undefined {
  return band ? { text: badgeText(band), description: nightlyRangeText(band) } : undefined;
}

/** The hotel page's line: the badge, what the band usually costs, and that it is an estimate. */
export function PriceBandNote({ band }: { band: PriceBand | null }) {
  if (!band) return null;
  return (
    <p className="mt-6 flex max-w-4xl flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
      <span
        className="inline-flex items-center rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-900 ring-1 ring-teal-200"
        data-testid="price-band"
      >
        {badgeText(band)}
      </span>
      <span>
        {capitalise(nightlyRangeText(band))} for a double room, before taxes: our estimate from what
        the hotel is, not a quote. Rates change with the season; check with the hotel.
      </span>
    </p>
  );
}
