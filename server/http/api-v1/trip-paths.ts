import { z } from "zod";
import { tripPlan } from "../../../common/trip.ts";
import { importBody, renameBody } from "../trip-bodies.ts";
import { errorSchema } from "./schemas.ts";

// The saved-trip calls (server/http/trips.ts, issue 12) in the OpenAPI document: request bodies
// from the same zod schemas the router parses with, so the two cannot drift apart.

const jsonSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" });

const savedTrip = tripPlan.extend({
  id: z.string().meta({ description: "Random and unguessable" }),
  shareId: z.string().nullable().meta({ description: "Set while a share link is open" }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
const sharedTrip = savedTrip.omit({ id: true });

const json = (schema: z.ZodType, io: "input" | "output") => ({
  "application/json": { schema: jsonSchema(schema, io) },
});
const ok = (description: string, schema: z.ZodType) => ({
  description,
  content: json(z.object({ data: schema }), "output"),
});
const error = (description: string) => ({ description, content: json(errorSchema, "output") });
const body = (schema: z.ZodType) => ({ required: true, content: json(schema, "input") });

const signedIn = {
  security: [{ session: [] }],
  "401": error("Not signed in"),
};
/** The answers every call on one trip may give, besides its own. */
const onOneTrip = (write: boolean) => ({
  "401": signedIn["401"],
  "403": error(write ? "Not the owner, or not from this site" : "Not the owner"),
  "404": error("No such trip"),
});
const invalid = error("The body is invalid; the message names the field");
const id = {
  name: "id",
  in: "path",
  required: true,
  schema: { type: "string", pattern: "^[A-Za-z0-9_-]{22}$" },
};
const shareIdParam = { ...id, name: "shareId" };

export function tripPaths() {
  const { security } = signedIn;
  return {
    "/trips": {
      get: {
        summary: "The signed-in traveller's trips, the most recently changed first",
        security,
        responses: { "200": ok("OK", z.array(savedTrip)), "401": signedIn["401"] },
      },
      post: {
        summary: "Saves a new trip (at most 60 days of 30 stops; 200 trips a traveller)",
        security,
        requestBody: body(tripPlan),
        responses: {
          "201": ok("Stored", savedTrip),
          "400": invalid,
          "401": signedIn["401"],
          "403": error("Not from this site"),
          "409": error("The traveller keeps the most trips allowed"),
          "413": error("The body is too large"),
        },
      },
    },
    "/trips/import": {
      post: {
        summary: "Moves the trips kept in the browser to the account: all of them or none",
        security,
        requestBody: body(importBody),
        responses: {
          "201": ok("Stored, in the order sent", z.array(savedTrip)),
          "400": invalid,
          "401": signedIn["401"],
          "403": error("Not from this site"),
          "409": error("The account would keep more trips than allowed"),
          "413": error("The body is too large"),
        },
      },
    },
    "/trips/{id}": {
      get: {
        summary: "One of the traveller's own trips",
        security,
        parameters: [id],
        responses: { "200": ok("OK", savedTrip), ...onOneTrip(false) },
      },
      put: {
        summary: "Replaces the whole plan",
        security,
        parameters: [id],
        requestBody: body(tripPlan),
        responses: { "200": ok("Stored", savedTrip), "400": invalid, ...onOneTrip(true) },
      },
      patch: {
        summary: "Renames the trip",
        security,
        parameters: [id],
        requestBody: body(renameBody),
        responses: { "200": ok("Renamed", savedTrip), "400": invalid, ...onOneTrip(true) },
      },
      delete: {
        summary: "Deletes the trip and its share link",
        security,
        parameters: [id],
        responses: { "204": { description: "Deleted" }, ...onOneTrip(true) },
      },
    },
    "/trips/{id}/duplicate": {
      post: {
        summary: "Makes a private copy titled '{title} (copy)'",
        security,
        parameters: [id],
        responses: {
          "201": ok("Copied", savedTrip),
          "400": error("The trip names a place we no longer have"),
          "409": error("The traveller keeps the most trips allowed"),
          ...onOneTrip(true),
        },
      },
    },
    "/trips/{id}/share": {
      post: {
        summary: "Opens a read-only public link, or returns the one already open",
        security,
        parameters: [id],
        responses: {
          "200": ok(
            "The link",
            z.object({ shareId: z.string(), url: z.url().meta({ description: "The page" }) }),
          ),
          ...onOneTrip(true),
        },
      },
      delete: {
        summary: "Revokes the link: its address answers 404 from then on",
        security,
        parameters: [id],
        responses: { "204": { description: "Revoked" }, ...onOneTrip(true) },
      },
    },
    "/trips/{id}/ics": {
      get: {
        summary: "The trip as an iCalendar (.ics) file",
        security,
        parameters: [id],
        responses: {
          "200": {
            description: "OK",
            content: { "text/calendar": { schema: { type: "string" } } },
          },
          "409": error("The trip has no start date yet, so no days on a calendar"),
          ...onOneTrip(false),
        },
      },
    },
    "/shared-trips/{shareId}": {
      get: {
        summary: "A trip its owner has shared: read-only, for anyone with the link",
        parameters: [shareIdParam],
        responses: { "200": ok("OK", sharedTrip), "404": error("No such link, or revoked") },
      },
    },
  };
}
