import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../server/db/errors.ts";
import { appContext } from "./context.ts";
import { LowPriorityPreloads } from "./lib/low-priority-preloads.server.ts";
import { NonceContext } from "./lib/nonce.tsx";
import { StylesheetContext } from "./lib/stylesheet.tsx";

// The server reads the context key from here (server/http/pages.ts).
export { appContext };

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce, logger, stylesheet } = loadContext.get(appContext);
  // A loader or action that could not reach the database: 503 with Retry-After, not a 500
  // (issue 10, finding 1). The page itself is the error boundary's.
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  if (unavailable.has(request) || errors.some((error) => isDatabaseUnavailable(error))) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={cspNonce}>
        <StylesheetContext.Provider value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />
        </StylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce: cspNonce,
        [readyOption]() {
          shellRendered = true;
          const body = new LowPriorityPreloads();
          body.on("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          setCacheHeaders(request, responseHeaders);
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            logger.error({ err: error, url: request.url }, "streaming render failed");
        },
      },
    );
  });
}

/**
 * What a page or its data (`.data`, for client navigation) may be kept as. With a cookie the
 * answer may show who is signed in, their e-mail or phone: no cache keeps it (issue 10, item 8).
 */
function setCacheHeaders(request: Request, headers: Headers) {
  if (!headers.has("Cache-Control"))
    headers.set("Cache-Control", request.headers.has("cookie") ? "private, no-store" : "no-cache");
  headers.append("Vary", "Cookie");
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  setCacheHeaders(request, response.headers);
  return response;
};

/** Loader and action errors: logged once with the URL, never shown to the visitor. */
/**
 * Requests whose loader or action could not reach the database. Production builds hand the
 * document renderer sanitized errors, so it is noted here, where the real error passes.
 */
const unavailable = new WeakSet<Request>();

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    unavailable.add(request);
    const logger = context ? context.get(appContext).logger : undefined;
    logger?.warn({ err: error, url: request.url }, "database unavailable");
    return;
  }
  // React Router also reports errors from before the context exists; those have none to read.
  const logger = context ? context.get(appContext).logger : undefined;
  if (logger) logger.error({ err: error, url: request.url }, "route error");
  else console.error("route error", request.url, error);
};
