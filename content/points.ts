import type { LatLng } from "../common/geo.ts";
import { decodePlusCode } from "./plus-code.ts";

// A published point as pages print it, read for an audit's checker (decision 0030): decimal
// degrees ("23.1293, 79.8037"), degrees, minutes and seconds as Wikipedia's infoboxes give them
// ("23°56′03″N 69°48′50″E"), or a plus code ("4RH2+WH5"), a short one restored near `near`.

const decimal = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;
const sexagesimal =
  /(\d+(?:\.\d+)?)\s*°\s*(?:(\d+(?:\.\d+)?)\s*['′]\s*)?(?:(\d+(?:\.\d+)?)\s*(?:″|"|′′|'')\s*)?([NS])[\s,;]*(\d+(?:\.\d+)?)\s*°\s*(?:(\d+(?:\.\d+)?)\s*['′]\s*)?(?:(\d+(?:\.\d+)?)\s*(?:″|"|′′|'')\s*)?([EW])/i;

const degrees = (d?: string, m?: string, s?: string) =>
  Number(d ?? 0) + Number(m ?? 0) / 60 + Number(s ?? 0) / 3600;

/** Decimal or sexagesimal degrees, or null when the text is neither. */
export function parseDegrees(text: string): LatLng | null {
  const plain = decimal.exec(text);
  if (plain) return { lat: Number(plain[1]), lng: Number(plain[2]) };
  const dms = sexagesimal.exec(text);
  if (!dms) return null;
  const lat = degrees(dms[1], dms[2], dms[3]) * (dms[4]?.toUpperCase() === "S" ? -1 : 1);
  const lng = degrees(dms[5], dms[6], dms[7]) * (dms[8]?.toUpperCase() === "W" ? -1 : 1);
  return { lat, lng };
}

/** Any of the three forms; a plus code that is short needs `near`. */
export function parsePoint(text: string, near?: LatLng): LatLng {
  return parseDegrees(text) ?? decodePlusCode(text, near);
}
