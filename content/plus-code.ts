import type { LatLng } from "../common/geo.ts";

// Open Location Codes ("plus codes"), as listings print a place's map point: "4RH2+WH5 Bhedaghat".
// An audit's checker reads the point from the code (decision 0030). Written from the published
// specification (github.com/google/open-location-code, docs/specification.md): 20 digits, pairs
// of latitude and longitude digits at 20°, 1°, 1/20°, 1/400° and 1/8000°, then a grid of 5 rows by
// 4 columns per digit; a short code drops the first digits, which the nearest reference restores.

const DIGITS = "23456789CFGHJMPQRVWX";
const SEPARATOR_POSITION = 8;
const PAIR_RESOLUTIONS = [20, 1, 0.05, 0.0025, 0.000125];
const GRID_ROWS = 5;
const GRID_COLUMNS = 4;

export class PlusCodeError extends Error {}

/** The area a full code names: its south-west corner and its size, in degrees. */
type Area = { south: number; west: number; height: number; width: number };

const centre = (area: Area): LatLng => ({
  lat: area.south + area.height / 2,
  lng: area.west + area.width / 2,
});

/** The code in capitals, checked: an even number of digits, at most eight, before the "+". */
function digitsOf(code: string): string {
  const upper = code.trim().toUpperCase();
  const separator = upper.indexOf("+");
  if (
    !/^[23456789CFGHJMPQRVWX0]*\+[23456789CFGHJMPQRVWX]*$/.test(upper) ||
    separator > SEPARATOR_POSITION ||
    separator % 2 === 1
  )
    throw new PlusCodeError(`'${code}' is not a plus code`);
  return upper;
}

/** The area of a full code (eight digits before the "+"), already checked by `digitsOf`. */
function decodeArea(code: string): Area {
  const digits = code.replace("+", "").replace(/0+$/, "");
  if (digits.length < 2 || (digits.length % 2 === 1 && digits.length < 10))
    throw new PlusCodeError(`'${code}' has too few digits`);
  let south = -90;
  let west = -180;
  let height = 0;
  let width = 0;
  for (let pair = 0; pair < Math.min(digits.length, 10) / 2; pair++) {
    const resolution = PAIR_RESOLUTIONS[pair] ?? 0;
    south += DIGITS.indexOf(digits[pair * 2] ?? "") * resolution;
    west += DIGITS.indexOf(digits[pair * 2 + 1] ?? "") * resolution;
    height = resolution;
    width = resolution;
  }
  for (const digit of digits.slice(10)) {
    height /= GRID_ROWS;
    width /= GRID_COLUMNS;
    const value = DIGITS.indexOf(digit);
    south += Math.floor(value / GRID_COLUMNS) * height;
    west += (value % GRID_COLUMNS) * width;
  }
  return { south, west, height, width };
}

/** The first `length` digits of the code of a point: enough to restore a short code near it. */
function prefixOf(point: LatLng, length: number): string {
  let lat = Math.min(Math.max(point.lat, -90), 90 - 1e-10) + 90;
  let lng = (((point.lng + 180) % 360) + 360) % 360;
  let prefix = "";
  for (let pair = 0; prefix.length < length; pair++) {
    const resolution = PAIR_RESOLUTIONS[pair] ?? 0;
    const latDigit = Math.floor(lat / resolution);
    const lngDigit = Math.floor(lng / resolution);
    lat -= latDigit * resolution;
    lng -= lngDigit * resolution;
    prefix += (DIGITS[latDigit] ?? "") + (DIGITS[lngDigit] ?? "");
  }
  return prefix.slice(0, length);
}

/**
 * The centre of the area a plus code names. A short code ("4RH2+WH5") is restored to the full
 * code nearest `near`, as the specification's recoverNearest does; a full code needs no point.
 */
export function decodePlusCode(code: string, near?: LatLng): LatLng {
  const upper = digitsOf(code);
  const padding = SEPARATOR_POSITION - upper.indexOf("+");
  if (padding === 0) return centre(decodeArea(upper));
  if (!near) throw new PlusCodeError(`'${code}' is a short code: give a point near it`);
  const resolution = 20 ** (2 - padding / 2);
  const area = decodeArea(prefixOf(near, padding) + upper);
  const point = centre(area);
  // The restored code is the one whose area's centre lies within half a resolution of `near`.
  if (near.lat + resolution / 2 < point.lat && point.lat - resolution >= -90)
    point.lat -= resolution;
  else if (near.lat - resolution / 2 > point.lat && point.lat + resolution <= 90)
    point.lat += resolution;
  if (near.lng + resolution / 2 < point.lng) point.lng -= resolution;
  else if (near.lng - resolution / 2 > point.lng) point.lng += resolution;
  return point;
}
