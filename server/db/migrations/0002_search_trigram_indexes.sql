-- Typo-tolerant search (issue 3): trigram indexes on the names we search, for the similarity
-- (%), word similarity (<%) and substring (LIKE) conditions of server/data/search.server.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS cities_name_trgm_idx ON cities USING gin (lower(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS places_name_trgm_idx ON places USING gin (lower(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS hotels_name_trgm_idx ON hotels USING gin (lower(name) gin_trgm_ops);
