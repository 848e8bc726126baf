import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    // The original client had these routes with nothing in them (spec section 2).
    route("hero", "routes/empty-section.tsx", { id: "hero" }),
    route("slider", "routes/empty-section.tsx", { id: "slider" }),
    route("focus", "routes/empty-section.tsx", { id: "focus" }),
    route("cities", "routes/cities.tsx"),
    route("places", "routes/places.tsx"),
    route("PlanTripCategory", "routes/trip-categories.tsx"),
    route("PlanTripCategory/:category", "routes/trip-category.tsx"),
    route("month/:month", "routes/month.tsx"),
    route("city/:cityName", "routes/city.tsx"),
    route("place/:placeName", "routes/place.tsx"),
    route("hotel/:name", "routes/hotel.tsx"),
    // Also /Search: React Router matches paths without regard to case.
    route("search", "routes/search/route.tsx"),
    route("plantrip", "routes/plantrip/choose.tsx"),
    route("trips", "routes/trips/route.tsx"),
    route("trips/shared/:shareId", "routes/trips/shared.tsx"),
    route("add-city", "routes/add-city/route.tsx"),
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("profile", "routes/profile/route.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("reviews/:kind/:name", "routes/review-page.ts"),
  route("search/suggest", "routes/search/suggest.ts"),
  // Outside the shared layout, as the spec has it.
  route("plantrip/:from/:to", "routes/plantrip/trip.tsx"),
  route("logout", "routes/logout.tsx"),
  route("auth/social", "routes/auth-social.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
