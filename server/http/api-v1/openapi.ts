import { z } from "zod";
import { reviewInput } from "../../../common/review-form.ts";
import { endpoints } from "./endpoints.ts";
import { errorSchema } from "./schemas.ts";
import { tripPaths } from "./trip-paths.ts";

const jsonSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" });

/** Parameters of an OpenAPI operation, from the zod schema of a query or path. */
function parameters(schema: z.ZodType | undefined, where: "query" | "path") {
  if (!schema) return [];
  const json = jsonSchema(schema, "input") as {
    properties?: Record<string, object>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The OpenAPI 3 document of /api/v1, generated from the same table the router serves. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, object> = {};
  for (const e of endpoints) {
    const path = e.path.replace(/:(\w+)/g, "{$1}");
    paths[path] = {
      get: {
        summary: e.summary,
        parameters: [...parameters(e.params, "path"), ...parameters(e.query, "query")],
        responses: {
          "200": {
            description: "OK",
            content: { "application/json": { schema: jsonSchema(e.response, "output") } },
          },
          "304": { description: "Not modified (the ETag matched)" },
          "400": {
            description: "A parameter is invalid; the message names it",
            content: { "application/json": { schema: jsonSchema(errorSchema, "output") } },
          },
          ...(e.live
            ? {
                "502": {
                  description: "An outside service the search needs failed",
                  content: { "application/json": { schema: jsonSchema(errorSchema, "output") } },
                },
              }
            : {}),
          ...(e.params
            ? {
                "404": {
                  description: "No such entity",
                  content: { "application/json": { schema: jsonSchema(errorSchema, "output") } },
                },
              }
            : {}),
        },
      },
    };
  }
  Object.assign(paths, reviewPaths(), tripPaths());
  return {
    openapi: "3.0.3",
    info: {
      title: "Safarnama API",
      version: "1.0.0",
      description:
        "Read calls for Safarnama's cities, places, hotels and search, reviews, and saved trips. Answers carry ETags and may be cached briefly. Writes need a signed-in session (the better-auth cookie) and a request from this site or an origin in CORS_WRITE_ORIGINS.",
    },
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "safarnama.session_token" },
      },
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    paths,
  };
}

/** The review calls (server/http/reviews.ts), written out: they are not in the read table. */
function reviewPaths() {
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: jsonSchema(errorSchema, "output") } },
  });
  const review = {
    type: "object",
    properties: {
      id: { type: "integer" },
      username: { type: "string", description: "The author, by the profile name rule" },
      review: { type: "string" },
      rating: { type: "integer", minimum: 1, maximum: 5, nullable: true },
      createdAt: { type: "string", format: "date-time" },
    },
  };
  const body = {
    required: true,
    content: { "application/json": { schema: jsonSchema(reviewInput, "input") } },
  };
  const kind = {
    name: "kind",
    in: "path",
    required: true,
    schema: { type: "string", enum: ["cities", "places", "hotels"] },
  };
  const slug = { name: "slug", in: "path", required: true, schema: { type: "string" } };
  const id = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
  return {
    "/{kind}/{slug}/reviews": {
      get: {
        summary: "The reviews of a city, place or hotel, newest first, a page at a time",
        parameters: [
          kind,
          slug,
          {
            name: "limit",
            in: "query",
            schema: { type: "integer", minimum: 1, maximum: 100, default: 20 },
          },
          {
            name: "after",
            in: "query",
            description: "The `next` of the page before: the id of its last review",
            schema: { type: "integer", minimum: 1 },
          },
        ],
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    data: { type: "array", items: review },
                    next: {
                      type: "integer",
                      nullable: true,
                      description: "The cursor of the next page; null on the last one",
                    },
                  },
                },
              },
            },
          },
          "400": error("limit or after is not a number in range"),
          "404": error("No such entity"),
        },
      },
      post: {
        summary: "Writes a review as the signed-in person",
        security: [{ session: [] }],
        parameters: [kind, slug],
        requestBody: body,
        responses: {
          "201": { description: "Stored" },
          "400": error("The text is blank or too long, or the stars are not 1 to 5"),
          "401": error("Not signed in"),
          "403": error("Not from this site"),
          "404": error("No such entity"),
          "429": error("This person has posted the most reviews the limit allows; see Retry-After"),
        },
      },
    },
    "/reviews/{id}": {
      patch: {
        summary: "Changes one's own review",
        security: [{ session: [] }],
        parameters: [id],
        requestBody: body,
        responses: {
          "200": { description: "Changed" },
          "400": error("Invalid text or stars"),
          "401": error("Not signed in"),
          "403": error("Not the author"),
          "404": error("No such review"),
        },
      },
      delete: {
        summary: "Deletes one's own review",
        security: [{ session: [] }],
        parameters: [id],
        responses: {
          "204": { description: "Deleted" },
          "401": error("Not signed in"),
          "403": error("Not the author"),
          "404": error("No such review"),
        },
      },
    },
  };
}
