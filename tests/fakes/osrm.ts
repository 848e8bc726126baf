import { createServer, type Server } from "node:http";

// A local stand-in for an OSRM server's route service (/route/v1/driving/{lng},{lat};...),
// answering in the format of OSRM's v5 HTTP API (docs/http.md in Project-OSRM/osrm-backend): 200
// with code "Ok", or 400 with an error code and message as osrm-routed words them. Tests change
// `state` to shape the next answers.

/** Agra to Jaipur as a router would answer it: about 240 km by NH21, a little over 4 hours. */
export const AGRA_JAIPUR = { distance: 239_812.3, duration: 14_820.5, legDistance: 239_812.3 };
/** Points this many, the geometry of every Ok answer: more than our pages want to draw. */
export const FAKE_GEOMETRY_POINTS = 1200;

type Point = [lng: number, lat: number];

/** A line through the points with a wiggle, as roads have, FAKE_GEOMETRY_POINTS long. */
function roadLine(points: Point[]): Point[] {
  const legs = points.length - 1;
  const line: Point[] = [];
  for (let i = 0; i < FAKE_GEOMETRY_POINTS; i += 1) {
    const along = (i / (FAKE_GEOMETRY_POINTS - 1)) * legs;
    const leg = Math.min(Math.floor(along), legs - 1);
    const t = along - leg;
    const [ax, ay] = points[leg] ?? [0, 0];
    const [bx, by] = points[leg + 1] ?? [0, 0];
    const wiggle = 0.02 * Math.sin(t * Math.PI * 7);
    line.push([ax + (bx - ax) * t + wiggle, ay + (by - ay) * t]);
  }
  return line;
}

/** Roughly 111 km a degree, longitudes shortened: enough for a fake's distances. */
function fakeMetres([ax, ay]: Point, [bx, by]: Point): number {
  const k = Math.cos((((ay + by) / 2) * Math.PI) / 180);
  return Math.round(Math.hypot((bx - ax) * k, by - ay) * 111_195 * 1.25 * 10) / 10;
}

const isAgraJaipur = (points: Point[]) =>
  points.length === 2 &&
  Math.abs((points[0]?.[1] ?? 0) - 27.1767) < 0.01 &&
  Math.abs((points[1]?.[1] ?? 0) - 26.9124) < 0.01;

/** The Andaman and Nicobar Islands: no road joins them to the mainland. */
const onIslands = ([lng, lat]: Point) => lng > 92 && lat < 14;
/** West of India's coast, in the Arabian Sea: nowhere to snap to. */
const atSea = ([lng]: Point) => lng < 68;

export async function startFakeOsrm() {
  const state = {
    /** Accept requests and never answer them. */
    hang: false,
    /** Answer only after this long. */
    delayMs: 0,
    /** Answer 429 as the demo server does when asked too often. */
    tooMany: false,
    /** Answer 200 with a body that is not OSRM's. */
    garbage: false,
  };
  const requests: { url: string; userAgent: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push({ url: url.pathname + url.search, userAgent: req.headers["user-agent"] });
    if (state.hang) return;
    const send = (status: number, body: unknown) => {
      setTimeout(() => {
        res.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
        res.end(typeof body === "string" ? body : JSON.stringify(body));
      }, state.delayMs);
    };
    const prefix = "/route/v1/driving/";
    if (!url.pathname.startsWith(prefix)) {
      return send(400, { code: "InvalidUrl", message: `URL string malformed close to position 1` });
    }
    if (state.tooMany) return send(429, { message: "Too Many Requests" });
    if (state.garbage) return send(200, "<html><body>Bad gateway</body></html>");

    const text = decodeURIComponent(url.pathname.slice(prefix.length));
    const points = text.split(";").map((pair) => pair.split(",").map(Number));
    const bad = points.findIndex((p) => p.length !== 2 || p.some((n) => !Number.isFinite(n)));
    if (bad >= 0 || points.length < 2) {
      const position = prefix.length + text.split(";").slice(0, Math.max(bad, 0)).join(";").length;
      return send(400, {
        code: "InvalidQuery",
        message: `Query string malformed close to position ${position}`,
      });
    }
    const coords = points as Point[];
    if (coords.some(([lng, lat]) => Math.abs(lng) > 180 || Math.abs(lat) > 90)) {
      return send(400, { code: "InvalidValue", message: "Invalid coordinate value." });
    }
    const lost = coords.findIndex(atSea);
    if (lost >= 0) {
      return send(400, {
        code: "NoSegment",
        message: `Could not find a matching segment for coordinate ${lost}`,
      });
    }
    const islands = coords.filter(onIslands).length;
    if (islands > 0 && islands < coords.length) {
      return send(400, { code: "NoRoute", message: "Impossible route between points" });
    }

    const legs = coords.slice(1).map((to, i) => {
      const from = coords[i] ?? to;
      const distance = isAgraJaipur(coords) ? AGRA_JAIPUR.legDistance : fakeMetres(from, to);
      const duration = isAgraJaipur(coords) ? AGRA_JAIPUR.duration : distance / 16.2;
      return { distance, duration, weight: duration, summary: "", steps: [] };
    });
    const distance = legs.reduce((sum, leg) => sum + leg.distance, 0);
    const duration = legs.reduce((sum, leg) => sum + leg.duration, 0);
    send(200, {
      code: "Ok",
      routes: [
        {
          geometry: { type: "LineString", coordinates: roadLine(coords) },
          legs,
          distance,
          duration,
          weight_name: "routability",
          weight: duration,
        },
      ],
      waypoints: coords.map((location) => ({
        hint: "KSoKADRYroqUBAEAEAAAABkAAAAGAAAAAAAAABhnCQCLtwAA",
        distance: 4.2,
        name: "",
        location,
      })),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url,
    state,
    requests,
    close: () => {
      // Hanging requests would otherwise keep the server open forever.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
