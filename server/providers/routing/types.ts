// Our own terms for a road route (STYLE practice 6): pages never see OSRM's shape. Every answer
// carries a line to draw and a distance and time to show; when no router gave a road route, the
// answer is a straight-line estimate flagged `estimate: true` that pages must label as such.

export type LatLng = { lat: number; lng: number };

/** A drawable line as [latitude, longitude] pairs, the order Leaflet takes. */
export type RouteLine = [number, number][];

export type RouteLeg = { distanceKm: number; durationMinutes: number };

type RouteShape = {
  distanceKm: number;
  durationMinutes: number;
  /** At most MAX_GEOMETRY_POINTS points, from the first point asked to the last. */
  geometry: RouteLine;
  /** One per pair of consecutive points asked. */
  legs: RouteLeg[];
};

/** A route along roads, as a router found it. */
export type RoadRoute = RouteShape & {
  ok: true;
  estimate: false;
  source: "osrm";
  /** OSRM serves OpenStreetMap data (ODbL): the credit must be shown with the route. */
  attribution: { text: string; url: string };
};

/** Why a page shows an estimate rather than a road route. */
export type EstimateKind = "offline" | "no-route" | "network" | "router-error" | "busy";

/** Straight lines between the points, with a road distance and driving time guessed from them. */
export type EstimatedRoute = RouteShape & {
  ok: false;
  estimate: true;
  source: "estimate";
  kind: EstimateKind;
  /** For logs and tooltips; pages show routeNotice(). */
  message: string;
  greatCircleKm: number;
  assumptions: { roadFactor: number; averageSpeedKmh: number };
};

export type RouteResult = RoadRoute | EstimatedRoute;

export type RoutingProvider = {
  readonly name: string;
  /**
   * The route through `points` in order. Never rejects for a failing router (it answers with an
   * estimate instead); rejects with a RouteInputError when the points themselves are unusable.
   */
  route(points: LatLng[]): Promise<RouteResult>;
};

/** Far more than a day of a trip holds (30 stops); OSRM's own default limit is 500. */
export const MAX_ROUTE_POINTS = 100;
/** Enough for a smooth line at the zoom a whole trip is shown at, small enough for a page. */
export const MAX_GEOMETRY_POINTS = 300;

/** The caller asked for something no router could answer: a bug to fix, not an outage. */
export class RouteInputError extends Error {
  override name = "RouteInputError";
}

/** The points, if a route can be asked through them; throws a RouteInputError otherwise. */
export function checkRoutePoints(points: LatLng[]): LatLng[] {
  if (points.length < 2) throw new RouteInputError("A route needs at least two points.");
  if (points.length > MAX_ROUTE_POINTS) {
    throw new RouteInputError(`A route has at most ${MAX_ROUTE_POINTS} points.`);
  }
  for (const { lat, lng } of points) {
    if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) {
      throw new RouteInputError(`Not a point on Earth: ${lat},${lng}.`);
    }
  }
  return points;
}

/** The words a page shows beside an estimated route. */
export function routeNotice(result: EstimatedRoute): string {
  const why = {
    offline: "Road directions are not available offline",
    "no-route": "No road route was found between these places",
    network: "The route service could not be reached",
    "router-error": "The route service could not answer",
    busy: "The route service is busy",
  }[result.kind];
  return `${why}: distance and time are estimates from a straight line.`;
}
