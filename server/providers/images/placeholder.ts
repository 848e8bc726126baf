/** Palettes per kind of subject, so placeholders of one kind look related. */
const palettes: Record<string, [string, string]> = {
  city: ["#0f766e", "#134e4a"],
  place: ["#b45309", "#78350f"],
  hotel: ["#6d28d9", "#3b0764"],
  card: ["#be123c", "#4c0519"],
};

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Our own placeholder art: a gradient with the subject's name, shown when a photograph cannot be
 * loaded. It is an SVG, so it is sharp at every size and a few hundred bytes.
 */
export function placeholderSvg(
  label: string,
  kind: keyof typeof palettes | string = "card",
): string {
  const [from, to] = palettes[kind] ?? ["#334155", "#0f172a"];
  const text = escapeXml(label.slice(0, 60));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 640" role="img" aria-label="${text}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="960" height="640" fill="url(#g)"/><path d="M0 520 L200 360 L340 470 L520 280 L760 500 L960 380 V640 H0Z" fill="#fff" fill-opacity=".12"/><text x="480" y="330" fill="#fff" font-family="system-ui,sans-serif" font-size="56" font-weight="600" text-anchor="middle">${text}</text></svg>`;
}
