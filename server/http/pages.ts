import { readFileSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import { type Viewer, viewerOfRequest } from "../auth/auth.ts";
import { getProfile, type Profile } from "../data/profiles.server.ts";
import type { AppServices, RequestContext } from "../services.ts";

export type BuildLoader = () => Promise<ServerBuild>;

/** The React Router request handler for every page, with our services in the router context. */
export function pagesHandler(loadBuild: BuildLoader, services: AppServices): RequestHandler {
  const stylesheets = new Map<string, string | undefined>();
  return createRequestHandler({
    build: loadBuild,
    mode: services.config.env === "production" ? "production" : "development",
    async getLoadContext(req, res) {
      const build = await loadBuild();
      const key = contextKeyOf(build);
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
        stylesheet: (href) =>
          services.config.env === "production"
            ? readStylesheet(stylesheets, build.assetsBuildDirectory, href)
            : undefined,
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

// A hashed file of the build: `/assets/app-Did8tz4N.css`, never a path that leaves the folder.
const BUILT_STYLESHEET = /^\/assets\/[\w.-]+\.css$/;

/** A built stylesheet's text, read once; undefined for anything else or if it cannot be read. */
function readStylesheet(cache: Map<string, string | undefined>, dir: string, href: string) {
  if (!BUILT_STYLESHEET.test(href)) return undefined;
  if (!cache.has(href)) {
    let text: string | undefined;
    try {
      text = readFileSync(path.join(dir, href), "utf8");
      // It goes inside a <style> element, which this would end.
      if (text.toLowerCase().includes("</style")) text = undefined;
    } catch {
      text = undefined;
    }
    cache.set(href, text);
  }
  return cache.get(href);
}
