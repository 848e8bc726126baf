/** The trip page of two cities, by name as the spec's /plantrip/{from}/{to} has it. */
export const tripHref = (from: string, to: string) =>
  `/plantrip/${encodeURIComponent(from)}/${encodeURIComponent(to)}`;
