import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import { type Viewer, viewerOfRequest } from "../auth/auth.ts";
import { getProfile, type Profile } from "../data/profiles.server.ts";
import type { AppServices, RequestContext } from "../services.ts";

export type BuildLoader = () => Promise<ServerBuild>;

/** The React Router request handler for every page, with our services in the router context. */
export function pagesHandler(loadBuild: BuildLoader, services: AppServices): RequestHandler {
  return createRequestHandler({
    build: loadBuild,
    mode: services.config.env === "production" ? "production" : "development",
    async getLoadContext(req, res) {
      const key = contextKeyOf(await loadBuild());
      const context = new RouterContextProvider();
      let viewer: Promise<Viewer | null> | undefined;
      let profile: Promise<Profile | undefined> | undefined;
      // Each read once per request, and only when a loader asks: the layout (for the nav) and
      // the profile page both want the profile, and share one query.
      const viewerOnce = () => {
        viewer ??= viewerOfRequest(services.auth, req);
        return viewer;
      };
      const profileOnce = () => {
        profile ??= viewerOnce().then((who) => (who ? getProfile(services.db, who.id) : undefined));
        return profile;
      };
      context.set(key, {
        ...services,
        cspNonce: String(res.locals.cspNonce ?? ""),
        clientIp: req.ip ?? "unknown",
        viewer: viewerOnce,
        profile: profileOnce,
      });
      return context;
    },
  });
}

function contextKeyOf(build: ServerBuild): RouterContext<RequestContext> {
  const key = (build.entry.module as { appContext?: RouterContext<RequestContext> }).appContext;
  if (!key) throw new Error("the server build's entry module does not export appContext");
  return key;
}
