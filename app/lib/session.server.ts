import { redirect } from "react-router";
import type { Viewer } from "../../server/auth/auth.ts";
import type { RequestContext } from "../context.ts";
import { FLASH_COOKIE, type FlashCode, isFlashCode } from "./flash.ts";

/** A path on this site to go back to, from user input; anything else becomes `fallback`. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) {
    return fallback;
  }
  return to;
}

/** The signed-in person, or a redirect to /login that comes back here afterwards. */
export async function requireViewer(services: RequestContext, request: Request): Promise<Viewer> {
  const viewer = await services.viewer();
  if (viewer) return viewer;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

export function flashCookie(code: FlashCode): string {
  return `${FLASH_COOKIE}=${code}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

export const clearFlashCookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/** The flash code a redirect left for this request, if any. */
export function readFlash(request: Request): FlashCode | undefined {
  const cookie = request.headers.get("cookie") ?? "";
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([a-z-]+)`));
  const code = match?.[1];
  return isFlashCode(code) ? code : undefined;
}

/** Redirect headers: better-auth's cookies (if any) and a flash message. */
export function redirectWith(
  to: string,
  options: { flash?: FlashCode; cookies?: Headers | undefined },
): Response {
  const headers = new Headers();
  for (const cookie of options.cookies?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  if (options.flash) headers.append("Set-Cookie", flashCookie(options.flash));
  return redirect(to, { headers });
}
