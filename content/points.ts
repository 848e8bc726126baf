import { greatCircleKm, type LatLng } from "../common/geo.ts";
import { decodePlusCode } from "./plus-code.ts";

// A published point as pages print it, read for an audit's checker (decision 0030): decimal
// degrees ("23.1293, 79.8037"), degrees, minutes and seconds as Wikipedia's infoboxes give them
// ("23°56′03″N 69°48′50″E"), or a plus code ("4RH2+WH5"), a short one restored near `near`.

const decimal = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/;
const sexagesimal =
  /(\d+(?:\.\d+)?)\s*°\s*(?:(\d+(?:\.\d+)?)\s*['′]\s*)?(?:(\d+(?:\.\d+)?)\s*(?:″|"|′′|'')\s*)?([NS])[\s,;]*(\d+(?:\.\d+)?)\s*°\s*(?:(\d+(?:\.\d+)?)\s*['′]\s*)?(?:(\d+(?:\.\d+)?)\s*(?:″|"|′′|'')\s*)?([EW])/i;

const degrees = (d?: string, m?: string, s?: string) =>
  Number(d ?? 0) + Number(m ?? 0) / 60 + Number(s ?? 0) / 3600;

/** The point a match of `sexagesimal` gives. */
function fromSexagesimal(dms: RegExpExecArray): LatLng {
  const lat = degrees(dms[1], dms[2], dms[3]) * (dms[4]?.toUpperCase() === "S" ? -1 : 1);
  const lng = degrees(dms[5], dms[6], dms[7]) * (dms[8]?.toUpperCase() === "W" ? -1 : 1);
  return { lat, lng };
}

/** Decimal or sexagesimal degrees, or null when the text is neither. */
export function parseDegrees(text: string): LatLng | null {
  const plain = decimal.exec(text);
  if (plain) return { lat: Number(plain[1]), lng: Number(plain[2]) };
  const dms = sexagesimal.exec(text);
  return dms ? fromSexagesimal(dms) : null;
}

/** Any of the three forms; a plus code that is short needs `near`. */
export function parsePoint(text: string, near?: LatLng): LatLng {
  return parseDegrees(text) ?? decodePlusCode(text, near);
}

/** The box a rounded point stands for: whole minutes (or whole degrees) of latitude and longitude. */
export type Cell = { south: number; north: number; west: number; east: number };

/**
 * A point printed without seconds ("18°10′N 83°0′E") says only that the place lies in the cell
 * around it, half a minute (or half a degree) each way; decision 0030's amendment measures a pin
 * against that cell, not its centre. Null for a point given to seconds, or in decimal degrees.
 */
export function roundedCell(text: string): Cell | null {
  const dms = sexagesimal.exec(text);
  if (!dms || dms[3] !== undefined || dms[7] !== undefined) return null;
  const point = fromSexagesimal(dms);
  const half = (minutes?: string) => (minutes === undefined ? 0.5 : 0.5 / 60);
  const latHalf = half(dms[2]);
  const lngHalf = half(dms[6]);
  return {
    south: point.lat - latHalf,
    north: point.lat + latHalf,
    west: point.lng - lngHalf,
    east: point.lng + lngHalf,
  };
}

/** Metres from a pin to the nearest edge of a cell; 0 inside it. */
export function metresFromCell(cell: Cell, pin: LatLng): number {
  const nearest = {
    lat: Math.min(Math.max(pin.lat, cell.south), cell.north),
    lng: Math.min(Math.max(pin.lng, cell.west), cell.east),
  };
  return greatCircleKm(nearest, pin) * 1000;
}
