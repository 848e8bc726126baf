import type * as Leaflet from "leaflet";
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import { type RefObject, useEffect, useState } from "react";

export type MapStatus = "static" | "ready" | "failed";

/** What a map draws once Leaflet and its first tile are there. */
export type DrawMap = (L: typeof Leaflet, map: Leaflet.Map) => void;

/**
 * A Leaflet map in `mapRef` that loads only when `boxRef` is about to be seen (most visitors never
 * scroll to a map, and OpenStreetMap's tile policy asks us not to fetch tiles nobody views), and
 * reports whether its tiles arrived: until they do, or if they fail, the caller shows a picture
 * that needs no network, so a map is never blank. `key` redraws the map when what it shows changes.
 */
export function useLeaflet(options: {
  boxRef: RefObject<HTMLElement | null>;
  mapRef: RefObject<HTMLElement | null>;
  tileUrl: string;
  attribution: string;
  center: [number, number];
  zoom: number;
  draw: DrawMap;
  key: string;
}): MapStatus {
  const { boxRef, mapRef, tileUrl, attribution, center, zoom, draw, key } = options;
  const [near, setNear] = useState(false);
  const [status, setStatus] = useState<MapStatus>("static");

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
  }, [boxRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for what `draw` and `center` show
  useEffect(() => {
    const element = mapRef.current;
    if (!near || !element) return;
    // Offline, tile requests would only fail one by one: go straight to the fallback.
    setStatus(navigator.onLine ? "static" : "failed");
    if (!navigator.onLine) return;
    let cancelled = false;
    let map: Leaflet.Map | undefined;
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
        map = L.map(element, { center, zoom, scrollWheelZoom: false });
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
        draw(L, map);
      })
      .catch(fail);
    return stop;
  }, [near, zoom, tileUrl, attribution, key]);

  return status;
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
