import type { Request } from "express";
import type { Config } from "../config.ts";

/** This site's public origin for absolute URLs: PUBLIC_URL when set, else where the request came. */
export function publicOrigin(config: Config, req: Request): string {
  return config.publicUrl ?? `${req.protocol}://${req.get("host")}`;
}
