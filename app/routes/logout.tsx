import { redirect } from "react-router";
import { appContext } from "../context.ts";
import { logoutAction } from "../lib/auth-actions.server.ts";
import type { Route } from "./+types/logout";

// Sign-out is a POST (a link could be followed by a prefetcher or a cross-site image).
export const loader = () => redirect("/profile");

export function action({ context, request }: Route.ActionArgs) {
  return logoutAction(context.get(appContext), request);
}
