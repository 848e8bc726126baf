import { Icon, type IconProps } from "../icon.tsx";

const ExternalLink = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </Icon>
);

/**
 * India's outline as longitude, latitude pairs, clockwise from the northern tip: the official
 * boundary (all of Jammu and Kashmir and Ladakh), after Natural Earth (public domain), simplified
 * to 77 points but keeping the coast at Mumbai, Goa, Kochi, Chennai and Somnath so that coastal
 * cities do not land in the sea.
 */
// biome-ignore format: pairs read better packed than one number a line
const INDIA = [
  74.7, 37.08, 77.8, 35.75, 80.25, 35.7, 79.2, 32.5, 78.46, 32.62, 78.74, 31.52, 81.11, 30.18,
  80.09, 28.79, 85.25, 26.73, 88.06, 26.41, 88.12, 27.88, 88.73, 28.09, 88.84, 27.1, 89.74, 26.72,
  92.03, 26.84, 91.7, 27.77, 94.57, 29.28, 95.4, 29.03, 96.12, 29.45, 96.59, 28.83, 96.25, 28.41,
  97.33, 28.26, 97.13, 27.08, 96.42, 27.26, 95.12, 26.57, 94.11, 23.85, 93.33, 24.08, 93.17, 22.28,
  92.67, 22.04, 92.15, 23.63, 91.71, 22.99, 91.15, 23.55, 91.2, 24.05, 92.38, 24.98, 89.92, 25.27,
  89.83, 25.97, 88.56, 26.45, 88.21, 25.77, 88.93, 25.24, 88.08, 24.5, 88.7, 24.23, 88.89, 21.69,
  86.98, 21.5, 86.5, 20.15, 83.19, 17.67, 82.19, 16.56, 80.32, 15.9, 80.29, 13.01, 79.86, 12.06,
  79.86, 10.36, 79.34, 10.31, 79.19, 9.22, 77.54, 7.97, 76.59, 8.9, 76.13, 10.3, 74.86, 12.74,
  73.53, 15.99, 72.82, 19.21, 72.55, 22.25, 71.18, 20.76, 70.47, 20.88, 69, 22.2, 69.05, 22.45,
  70.4, 22.95, 69.35, 22.84, 68.18, 23.69, 68.84, 24.36, 71.04, 24.36, 69.51, 26.94, 70.62, 27.99,
  71.78, 27.91, 75.26, 32.27, 73.6, 33.1, 73.45, 34.3, 73.95, 35.05, 72.55, 36.05, 73.3, 36.85,
];

/** Andaman, Nicobar and Lakshadweep as ellipses (longitude, latitude, radii in degrees), so
 * that Port Blair or Kavaratti is not a dot in an empty sea. */
// biome-ignore format: one island a row
const ISLANDS = [
  92.8, 12.3, 0.2, 1.3,  92.55, 10.65, 0.1, 0.2,  92.8, 9.2, 0.08, 0.1,  93.5, 8.05, 0.15, 0.25,
  93.85, 7.0, 0.13, 0.38,  72.65, 10.55, 0.1, 0.1,  73.0, 11.2, 0.1, 0.1,  72.2, 11.45, 0.08, 0.08,
];

const WEST = 68;
const NORTH = 37.5;
// A degree of longitude is shorter than one of latitude away from the equator: scaling by the
// cosine of India's middle latitude keeps the country from looking squat.
const X_SCALE = 10 * Math.cos((21.75 * Math.PI) / 180);
const WIDTH = Math.round((97.5 - WEST) * X_SCALE);
const HEIGHT = (NORTH - 6) * 10;

/** SVG units to a tenth: finer would only lengthen the markup. */
const tenth = (value: number) => Math.round(value * 10) / 10;

function project(longitude: number, latitude: number): [number, number] {
  return [tenth((longitude - WEST) * X_SCALE), tenth((NORTH - latitude) * 10)];
}

const OUTLINE_PATH = `M${Array.from({ length: INDIA.length / 2 }, (_, i) =>
  project(INDIA[2 * i] ?? 0, INDIA[2 * i + 1] ?? 0).join(" "),
).join("L")}Z`;

const ISLAND_SHAPES = Array.from({ length: ISLANDS.length / 4 }, (_, i) => {
  const [longitude = 0, latitude = 0, rx = 0, ry = 0] = ISLANDS.slice(4 * i, 4 * i + 4);
  const [cx, cy] = project(longitude, latitude);
  return { key: i, cx, cy, rx: tenth(rx * X_SCALE), ry: tenth(ry * 10) };
});

// Faint lines every 5 degrees and the seas' names make the outline read as a map at a glance.
const GRATICULE = [10, 15, 20, 25, 30, 35, 70, 75, 80, 85, 90, 95].map((d) => {
  const [x, y] = project(d, d);
  return d < 50
    ? { key: d, x1: 0, x2: WIDTH, y1: y, y2: y }
    : { key: d, x1: x, x2: x, y1: 0, y2: HEIGHT };
});

const SEAS = [
  { name: "Arabian", xy: project(70.4, 14.6) },
  { name: "Sea", xy: project(70.4, 13.6) },
  { name: "Bay of Bengal", xy: project(87.6, 16) },
];

function degrees(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(4)}° ${value < 0 ? negative : positive}`;
}

/** "27.1751° N, 78.0421° E" */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${degrees(latitude, "N", "S")}, ${degrees(longitude, "E", "W")}`;
}

export function openStreetMapUrl(latitude: number, longitude: number, zoom = 12): string {
  const lat = latitude.toFixed(4);
  const lon = longitude.toFixed(4);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

export type StaticLocationProps = {
  latitude: number;
  longitude: number;
  label: string;
  zoom?: number;
  /** Shown under the link, e.g. why the live map is not there. */
  notice?: string;
  className?: string;
};

/**
 * A locator map that needs no network: India's outline with the place marked, its name, its
 * coordinates and a link to OpenStreetMap. Fills its parent, so give the parent a size.
 */
export function StaticLocation(props: StaticLocationProps) {
  const { latitude, longitude, label, zoom = 12, notice, className = "" } = props;
  const coordinates = formatCoordinates(latitude, longitude);
  // A place outside the frame is pinned to its edge rather than drawn off the map.
  const [x, y] = project(longitude, latitude).map((value, i) =>
    Math.min(Math.max(value, 6), (i === 0 ? WIDTH : HEIGHT) - 6),
  ) as [number, number];

  return (
    // The layout follows the box, not the viewport: side by side when there is room, stacked when
    // narrow. A container query can only look at an ancestor, hence the two wrappers.
    <div
      className={`@container h-full w-full overflow-hidden bg-linear-to-br from-sky-50 via-sky-100 to-cyan-100 ${className}`}
    >
      <div className="flex h-full w-full flex-col @md:flex-row">
        <svg
          role="img"
          aria-label={`${label} on an outline map of India, at ${coordinates}`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="min-h-0 w-full flex-1 @md:h-full @md:w-auto @md:flex-none @md:aspect-[274/315]"
        >
          <g className="stroke-sky-300/70" strokeWidth={0.6}>
            {GRATICULE.map(({ key, ...line }) => (
              <line key={key} {...line} />
            ))}
          </g>
          <g className="fill-sky-800/45 font-display italic" fontSize={9} textAnchor="middle">
            {SEAS.map(({ name, xy: [seaX, seaY] }) => (
              <text key={name} x={seaX} y={seaY}>
                {name}
              </text>
            ))}
          </g>
          {/* A soft offset copy of the land reads as a shadow and lifts the outline off the sea. */}
          <path d={OUTLINE_PATH} transform="translate(1.5 2)" className="fill-sky-900/10" />
          <g className="fill-amber-50 stroke-amber-900/45" strokeWidth={1} strokeLinejoin="round">
            <path d={OUTLINE_PATH} />
            {ISLAND_SHAPES.map(({ key, ...shape }) => (
              <ellipse key={key} {...shape} />
            ))}
          </g>
          <g className="stroke-rose-600/50" strokeWidth={0.8} strokeDasharray="3 3">
            <line x1={0} x2={WIDTH} y1={y} y2={y} />
            <line x1={x} x2={x} y1={0} y2={HEIGHT} />
          </g>
          <circle cx={x} cy={y} r={11} className="fill-rose-500/20 stroke-rose-500/40" />
          <circle cx={x} cy={y} r={5} className="fill-rose-600 stroke-white" strokeWidth={2} />
        </svg>
        <div className="flex min-w-0 flex-col justify-center gap-1 px-4 pt-1 pb-4 @md:flex-1 @md:py-6 @md:pr-6 @md:pl-2">
          <p className="hidden text-xs font-semibold tracking-wider text-sky-900/70 uppercase @md:block">
            Location
          </p>
          <p className="font-display text-lg font-semibold break-words text-slate-900 @md:text-2xl">
            {label}
          </p>
          {/* Each half stays whole when the panel is narrow: "78.0421°" never parts from its "E". */}
          <p className="text-sm text-slate-700 tabular-nums">
            <span className="whitespace-nowrap">{degrees(latitude, "N", "S")},</span>{" "}
            <span className="whitespace-nowrap">{degrees(longitude, "E", "W")}</span>
          </p>
          <a
            href={openStreetMapUrl(latitude, longitude, zoom)}
            className="mt-1 self-start text-sm font-semibold text-sky-800 underline decoration-sky-800/30 underline-offset-4 hover:decoration-sky-800"
          >
            Open in{" "}
            <span className="whitespace-nowrap">
              OpenStreetMap
              <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" />
            </span>
          </a>
          {notice ? (
            <p className="mt-1 rounded-md bg-white/75 px-2 py-1 text-xs leading-snug text-slate-700 ring-1 ring-slate-900/5 @md:mt-2 @md:rounded-lg @md:px-3 @md:py-2">
              {notice}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
