// How money and days read on our pages: one way, wherever they appear (issues 11 and 12).

/** 2360 → '₹2,360', grouped the Indian way. */
export const formatRupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/**
 * A YYYY-MM-DD date as a traveller reads it: 'Wed, 2 Dec' (short), with the year ('Wed, 2 Dec
 * 2026'), or 'Wednesday, 2 December' (long). Read in UTC, so no time zone shifts the day.
 */
export function formatDay(date: string, style: "short" | "year" | "long" = "short"): string {
  const long = style === "long";
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    weekday: long ? "long" : "short",
    day: "numeric",
    month: long ? "long" : "short",
    year: style === "year" ? "numeric" : undefined,
    timeZone: "UTC",
  });
}

/**
 * A name followed by the places that locate it, leaving out any the name already says: a hotel
 * called "Taj Ganges, Varanasi" in Varanasi, Uttar Pradesh reads "Taj Ganges, Varanasi, Uttar
 * Pradesh", not "…, Varanasi, Varanasi, …". A place counts as said when the name holds it as
 * whole words, in any case.
 */
export function withPlaces(name: string, ...places: string[]): string {
  const said = (place: string) =>
    new RegExp(
      `(^|[^\\p{L}])${place.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`,
      "iu",
    ).test(name);
  const parts = [name];
  for (const place of places)
    if (place && !said(place) && !parts.includes(place)) parts.push(place);
  return parts.join(", ");
}
