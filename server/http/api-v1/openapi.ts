import { z } from "zod";
import { endpoints } from "./endpoints.ts";
import { errorSchema } from "./schemas.ts";

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
  return {
    openapi: "3.0.3",
    info: {
      title: "Safarnama API",
      version: "1.0.0",
      description:
        "Read calls for Safarnama's cities, places, hotels and search. Answers carry ETags and may be cached briefly.",
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
    paths,
  };
}
