import { useRef } from "react";
import { formatCoordinates, StaticLocation } from "./static-location.tsx";
import { useLeaflet } from "./use-leaflet.ts";

export const TILES_FAILED = "Map tiles could not be loaded; showing the location instead.";

export type LocationMapProps = {
  latitude: number;
  longitude: number;
  label: string;
  /** A tile URL template such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
  tileUrl: string;
  /** Plain text, e.g. "© OpenStreetMap contributors"; "OpenStreetMap" becomes a link. */
  attribution: string;
  zoom?: number;
  className?: string;
};

// Drawn rather than Leaflet's default marker, whose PNGs would have to be bundled and served.
const MARKER = { radius: 8, color: "#ffffff", weight: 3, fillColor: "#e11d48", fillOpacity: 1 };

/** A map that is only a picture so far, until it needs to be a map. */
export function LocationMap(props: LocationMapProps) {
  const { latitude, longitude, label, tileUrl, attribution, zoom = 12, className = "" } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLElement>(null);
  const status = useLeaflet({
    boxRef,
    mapRef,
    tileUrl,
    attribution,
    center: [latitude, longitude],
    zoom,
    key: `${latitude},${longitude},${label}`,
    draw: (L, map) => {
      L.circleMarker([latitude, longitude], MARKER)
        .bindTooltip(label, { permanent: true, direction: "top", offset: [0, -10] })
        .addTo(map);
    },
  });

  return (
    <figure className={className}>
      <div
        ref={boxRef}
        className="relative aspect-[4/3] min-h-64 w-full overflow-hidden rounded-2xl bg-sky-50 shadow-sm ring-1 ring-slate-900/10"
      >
        {status === "ready" ? null : (
          <StaticLocation
            latitude={latitude}
            longitude={longitude}
            label={label}
            zoom={zoom}
            notice={status === "failed" ? TILES_FAILED : undefined}
            className="absolute inset-0"
          />
        )}
        {/* Leaflet owns this element's classes and children, so React only toggles the wrapper;
            it stays laid out (invisible, not hidden) so that Leaflet can measure it. */}
        <div className={`absolute inset-0 ${status === "ready" ? "" : "invisible"}`}>
          {/* A labelled <section> is a region landmark; Leaflet makes it focusable for its keys. */}
          <section
            ref={mapRef}
            aria-label={`Map of ${label}`}
            className="h-full"
            // Inline, because Leaflet's unlayered stylesheet outranks Tailwind's layered classes.
            style={{ fontFamily: "inherit" }}
          />
        </div>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">
        Map of {label} · {formatCoordinates(latitude, longitude)}
      </figcaption>
      <p role="status" className="sr-only">
        {status === "failed" ? TILES_FAILED : ""}
      </p>
    </figure>
  );
}
