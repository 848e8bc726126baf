import type { z } from "zod";
import type { Presenter } from "../../presenters/present.ts";
import type { AppServices } from "../../services.ts";

/** Raised by a handler for an unknown slug: the router answers 404 in our error shape. */
export class NotFound extends Error {}
/** Raised by a handler for a query that parsed but names something we do not know: 400. */
export class BadQuery extends Error {}
/** Raised when an outside service a search needs failed: 502, with a message a person can read. */
export class UpstreamFailed extends Error {}

/**
 * Every endpoint of /api/v1 in one table: the router serves it and the OpenAPI document is made
 * from it, so a route cannot exist undocumented (tests/integration/api-v1.test.ts checks answers).
 */
export type Endpoint<Q extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType> = {
  path: string;
  summary: string;
  query?: Q;
  params?: P;
  response: z.ZodType;
  /**
   * The answer depends on today or on live data (train and flight searches): it is computed for
   * each request and never kept in the response cache.
   */
  live?: true;
  handle(input: {
    query: z.infer<Q>;
    params: z.infer<P>;
    services: AppServices;
    present: Presenter;
  }): Promise<unknown>;
};
