import { useRef } from "react";
import { useLeaflet } from "./use-leaflet.ts";

export type Pin = { lat: number; lng: number; label: string; number?: number };

export type PinsMapProps = {
  pins: Pin[];
  /** A route to draw, [lat, lng] pairs; without it the pins are joined in order. */
  line?: [number, number][];
  /** Describes the map for screen readers: 'Route from Agra to Jaipur'. */
  label: string;
  tileUrl: string;
  attribution: string;
  className?: string;
};

const PIN = { radius: 11, color: "#ffffff", weight: 2, fillColor: "#0f766e", fillOpacity: 1 };

/**
 * Several places on a map, numbered in order and joined by a line: a trip's route or a day's
 * stops. Until the tiles arrive, or if they cannot, a drawing of the same pins and line stands in
 * for it, so the map is never blank.
 */
export function PinsMap({ pins, line, label, tileUrl, attribution, className = "" }: PinsMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLElement>(null);
  const path = line ?? pins.map((p): [number, number] => [p.lat, p.lng]);
  const first = pins[0];
  const status = useLeaflet({
    boxRef,
    mapRef,
    tileUrl,
    attribution,
    center: first ? [first.lat, first.lng] : [22.5, 79],
    zoom: 12,
    key: JSON.stringify([pins, path.length]),
    draw: (L, map) => {
      if (path.length > 1)
        L.polyline(path, { color: "#e11d48", weight: 4, opacity: 0.8 }).addTo(map);
      for (const pin of pins) {
        L.circleMarker([pin.lat, pin.lng], PIN)
          .bindTooltip(pin.number === undefined ? pin.label : `${pin.number}. ${pin.label}`, {
            permanent: pins.length <= 8,
            direction: "top",
            offset: [0, -10],
          })
          .addTo(map);
      }
      const points = [...path, ...pins.map((p): [number, number] => [p.lat, p.lng])];
      if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [30, 30] });
    },
  });

  return (
    <figure className={className}>
      <div
        ref={boxRef}
        className="relative aspect-[4/3] min-h-56 w-full overflow-hidden rounded-2xl bg-sky-50 shadow-sm ring-1 ring-slate-900/10"
      >
        {status === "ready" ? null : (
          <PinsDrawing pins={pins} path={path} label={label} failed={status === "failed"} />
        )}
        <div className={`absolute inset-0 ${status === "ready" ? "" : "invisible"}`}>
          <section
            ref={mapRef}
            aria-label={label}
            className="h-full"
            style={{ fontFamily: "inherit" }}
          />
        </div>
      </div>
    </figure>
  );
}

const SIZE = { width: 400, height: 300, pad: 48 };

/** The pins and the line drawn to scale on a plain background: what shows without tiles. */
function PinsDrawing(props: {
  pins: Pin[];
  path: [number, number][];
  label: string;
  failed: boolean;
}) {
  const all = [...props.path, ...props.pins.map((p): [number, number] => [p.lat, p.lng])];
  if (all.length === 0) {
    return (
      <p className="absolute inset-0 grid place-items-center p-6 text-center text-slate-600">
        Add places to see them on the map.
      </p>
    );
  }
  const lats = all.map(([lat]) => lat);
  const lngs = all.map(([, lng]) => lng);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  // Longitude degrees are shorter than latitude's away from the equator.
  const xScale = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * xScale, 1e-4);
  const spanY = Math.max(north - south, 1e-4);
  const scale = Math.min((SIZE.width - 2 * SIZE.pad) / spanX, (SIZE.height - 2 * SIZE.pad) / spanY);
  const at = ([lat, lng]: [number, number]) => [
    SIZE.width / 2 + (lng - (west + east) / 2) * xScale * scale,
    SIZE.height / 2 - (lat - (south + north) / 2) * scale,
  ];
  const d = props.path
    .map(
      (point, i) =>
        `${i === 0 ? "M" : "L"}${at(point)
          .map((v) => v.toFixed(1))
          .join(" ")}`,
    )
    .join("");
  return (
    <div className="absolute inset-0 bg-linear-to-br from-sky-50 via-sky-100 to-cyan-100">
      <svg
        role="img"
        aria-label={`${props.label} (drawing)`}
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        className="h-full w-full"
      >
        {d ? (
          <path d={d} fill="none" stroke="#e11d48" strokeWidth={3} strokeDasharray="6 5" />
        ) : null}
        {props.pins.map((pin, i) => {
          const [x, y] = at([pin.lat, pin.lng]);
          return (
            // A pin's place in the list is what it shows: the same place twice gets two pins.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <g key={i}>
              <circle cx={x} cy={y} r={11} fill="#0f766e" stroke="#fff" strokeWidth={2} />
              <text
                x={x}
                y={(y ?? 0) + 4}
                textAnchor="middle"
                fontSize={11}
                fill="#fff"
                fontWeight={700}
              >
                {pin.number ?? i + 1}
              </text>
              <text x={x} y={(y ?? 0) - 16} textAnchor="middle" fontSize={12} fill="#0f172a">
                {pin.label}
              </text>
            </g>
          );
        })}
      </svg>
      {props.failed ? (
        <p className="absolute inset-x-0 bottom-0 bg-white/80 px-3 py-1 text-xs text-slate-700">
          Map tiles could not be loaded; showing a drawing to scale instead.
        </p>
      ) : null}
    </div>
  );
}
