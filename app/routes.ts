import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    // The original client had these routes with nothing in them (spec section 2).
    route("hero", "routes/empty-section.tsx", { id: "hero" }),
    route("slider", "routes/empty-section.tsx", { id: "slider" }),
    route("focus", "routes/empty-section.tsx", { id: "focus" }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
