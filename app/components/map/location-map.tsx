import type { Map as LeafletMap } from "leaflet";
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import { useEffect, useRef, useState } from "react";
import { formatCoordinates, StaticLocation } from "./static-location.tsx";

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

type Status = "static" | "ready" | "failed";

// Drawn rather than Leaflet's default marker, whose PNGs would have to be bundled and served.
const MARKER = { radius: 8, color: "#ffffff", weight: 3, fillColor: "#e11d48", fillOpacity: 1 };

/** A map that is only a picture so far, until it needs to be a map. */
export function LocationMap(props: LocationMapProps) {
  const { latitude, longitude, label, tileUrl, attribution, zoom = 12, className = "" } = props;
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [status, setStatus] = useState<Status>("static");

  // Most visitors never scroll down to the map: load Leaflet and ask for tiles only when it is
  // about to be seen (OpenStreetMap's tile policy also asks us not to fetch tiles nobody views).
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = mapRef.current;
    if (!near || !element) return;
    // Offline, tile requests would only fail one by one: go straight to the fallback.
    setStatus(navigator.onLine ? "static" : "failed");
    if (!navigator.onLine) return;
    let cancelled = false;
    let map: LeafletMap | undefined;
    let stall: number | undefined;
    const stop = () => {
      cancelled = true;
      window.clearTimeout(stall);
      map?.remove();
      map = undefined;
    };
    const fail = () => {
      if (cancelled) return;
      setStatus("failed");
      // Called from inside Leaflet's own event dispatch: take the map down once that returns.
      window.setTimeout(stop);
    };

    Promise.all([import("leaflet"), loadStylesheet(leafletCssUrl)])
      .then(([leaflet]) => {
        if (cancelled) return;
        // Leaflet ships as CommonJS: bundlers expose it as `default`, named exports not guaranteed.
        const L = leaflet.default ?? leaflet;
        map = L.map(element, { center: [latitude, longitude], zoom, scrollWheelZoom: false });
        const tiles = L.tileLayer(tileUrl, { attribution: linkOsm(attribution), maxZoom: 19 });
        let loaded = false;
        let errors = 0;
        tiles.on("tileload", () => {
          if (loaded) return;
          loaded = true;
          window.clearTimeout(stall);
          setStatus("ready");
        });
        // A few failures before any success means offline, blocked or a wrong URL, not bad luck.
        tiles.on("tileerror", () => {
          errors += 1;
          if (!loaded && errors >= 3) fail();
        });
        // A network that swallows requests never errors: give up on a map that shows nothing.
        stall = window.setTimeout(fail, 15_000);
        tiles.addTo(map);
        L.circleMarker([latitude, longitude], MARKER)
          .bindTooltip(label, { permanent: true, direction: "top", offset: [0, -10] })
          .addTo(map);
      })
      .catch(fail);
    return stop;
  }, [near, latitude, longitude, zoom, tileUrl, attribution, label]);

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

let stylesheet: Promise<void> | undefined;

/** Adds Leaflet's stylesheet on first use, so that pages without a map do not download it. */
function loadStylesheet(href: string): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      stylesheet = undefined;
      reject(new Error(`Could not load ${href}`));
    };
    document.head.append(link);
  });
  return stylesheet;
}

/** Leaflet renders attribution as HTML: escape the configured text, then link OpenStreetMap's
 * copyright page as its licence asks. */
function linkOsm(text: string): string {
  const escaped = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return escaped.replace(
    "OpenStreetMap",
    '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
  );
}
