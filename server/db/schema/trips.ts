import { date, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * A traveller's saved trip (issue 12): from one city to another, with a day-by-day plan. The plan
 * (days, stops, notes, travellers, daily allowance) is one JSON document checked by the zod schema
 * in common/trip.ts on every write; only its owner may change it. `shareId` is set while a
 * read-only public link exists, and cleared to revoke it.
 */
export const trips = pgTable(
  "trips",
  {
    /** Random and unguessable (not a serial): trip URLs must not be enumerable. */
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** City slugs: a trip outlives a renamed city's name, and the plan names places by slug. */
    fromCity: text("from_city").notNull(),
    toCity: text("to_city").notNull(),
    startDate: date("start_date", { mode: "string" }),
    plan: jsonb("plan").notNull(),
    shareId: text("share_id").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("trips_owner_idx").on(t.ownerId, t.updatedAt)],
);
