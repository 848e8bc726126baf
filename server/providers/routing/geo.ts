import type { RouteLine } from "./types.ts";

/** About a metre, the precision lines are rounded to. */
const NEGLIGIBLE_DEGREES = 0.00001;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Distance in degrees from p to the segment a-b, longitudes shrunk by the latitude's cosine. */
function offset(p: [number, number], a: [number, number], b: [number, number]): number {
  const k = Math.cos(radians(a[0]));
  const [px, py, ax, ay, bx, by] = [p[1] * k, p[0], a[1] * k, a[0], b[1] * k, b[0]];
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * Each point's Douglas-Peucker rank: the largest tolerance at which the algorithm would still keep
 * it (capped by its parent's, so ranks never grow down the tree). The points ranked above t are
 * exactly what Douglas-Peucker keeps with tolerance t. No recursion: a line may have 10,000 points.
 */
function douglasPeuckerRanks(line: RouteLine): Float64Array {
  const ranks = new Float64Array(line.length);
  ranks[0] = Number.POSITIVE_INFINITY;
  ranks[line.length - 1] = Number.POSITIVE_INFINITY;
  const stack: [number, number, number][] = [[0, line.length - 1, Number.POSITIVE_INFINITY]];
  for (let span = stack.pop(); span; span = stack.pop()) {
    const [first, last, parentRank] = span;
    const a = line[first];
    const b = line[last];
    if (!a || !b) continue;
    let farthest = -1;
    let distance = 0;
    for (let i = first + 1; i < last; i += 1) {
      const p = line[i];
      const d = p ? offset(p, a, b) : 0;
      if (d > distance) [farthest, distance] = [i, d];
    }
    if (farthest < 0) continue;
    const rank = Math.min(distance, parentRank);
    ranks[farthest] = rank;
    stack.push([first, farthest, rank], [farthest, last, rank]);
  }
  return ranks;
}

/**
 * The line with at most `maxPoints` points (at least its two ends), keeping its shape: the points
 * Douglas-Peucker ranks highest. Coordinates are rounded to 5 decimals (about 1 m).
 */
export function simplifyLine(line: RouteLine, maxPoints: number): RouteLine {
  const rounded = line.map(([lat, lng]): [number, number] => [round(lat, 5), round(lng, 5)]);
  if (rounded.length <= maxPoints) return rounded;
  const ranks = douglasPeuckerRanks(rounded);
  const kept = new Set(
    [...ranks.keys()]
      // A point less than a metre off the line adds nothing a map can show.
      .filter((i) => (ranks[i] ?? 0) > NEGLIGIBLE_DEGREES)
      .sort((i, j) => (ranks[j] ?? 0) - (ranks[i] ?? 0))
      .slice(0, Math.max(2, maxPoints)),
  );
  return rounded.filter((_, i) => kept.has(i));
}

export function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}
