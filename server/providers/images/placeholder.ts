/** Palettes per kind of subject (sky top, sky bottom, hills), so placeholders of a kind look related. */
const palettes: Record<string, [string, string, string]> = {
  city: ["#115e59", "#5eead4", "#134e4a"],
  place: ["#9a3412", "#fdba74", "#7c2d12"],
  hotel: ["#4c1d95", "#c4b5fd", "#3b0764"],
  card: ["#9f1239", "#fda4af", "#4c0519"],
};

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small stable number from a label, to vary the scene between subjects. */
function hash(label: string): number {
  let h = 2166136261;
  for (const c of label) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * Our own placeholder art, shown when a photograph cannot be: a dusk sky, a sun and two ridges,
 * varied by the subject's name. It carries no text (cards caption their images themselves); the
 * name is its accessible label. An SVG: sharp at every size and under a kilobyte.
 */
export function placeholderSvg(
  label: string,
  kind: keyof typeof palettes | string = "card",
): string {
  const [top, bottom, hills] = palettes[kind] ?? ["#334155", "#cbd5e1", "#0f172a"];
  const h = hash(label);
  const sunX = 180 + (h % 600);
  const sunY = 170 + ((h >> 8) % 120);
  const ridge = (h >> 16) % 140;
  const name = escapeXml(label.slice(0, 60));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 640" role="img" aria-label="${name}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="960" height="640" fill="url(#s)"/><circle cx="${sunX}" cy="${sunY}" r="70" fill="#fff7ed" fill-opacity=".85"/><path d="M0 ${430 - ridge / 2} C 160 ${330 + ridge} 300 ${360 - ridge / 3} 480 ${420 - ridge / 2} S 800 ${330 + ridge / 2} 960 ${400} V640 H0Z" fill="${hills}" fill-opacity=".55"/><path d="M0 540 C 200 ${470 + ridge / 4} 420 560 620 ${500 - ridge / 4} S 880 520 960 490 V640 H0Z" fill="${hills}" fill-opacity=".9"/></svg>`;
}
