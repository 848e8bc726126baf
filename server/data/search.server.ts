import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

export type SearchType = "city" | "place" | "hotel";
export type SearchHit = {
  type: SearchType;
  id: number;
  slug: string;
  name: string;
  /** The state for a city; "city, state" for a place or hotel. */
  context: string;
  score: number;
};

/**
 * Typo-tolerant search over city, place and hotel names with PostgreSQL trigrams (pg_trgm):
 * a name matches when it is similar to the query (`%`), contains a word similar to it (`<%`), or
 * contains it. The score is the best of the two similarities, raised for a prefix match, with a
 * small lead for cities, then places, so 'jaipr' finds the city of Jaipur before its hotels.
 */
export async function searchCatalogue(
  db: Database,
  query: string,
  options: { type?: SearchType; limit?: number } = {},
): Promise<SearchHit[]> {
  const q = query.trim().toLowerCase().replace(/\s+/g, " ").slice(0, 100);
  if (!q) return [];
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 50);
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const score = (
    name: ReturnType<typeof sql>,
    lead: number,
  ) => sql`(greatest(similarity(${name}, ${q}), word_similarity(${q}, ${name}))
    + case when ${name} like ${prefix} then 0.5 when ${name} like ${like} then 0.25 else 0 end + ${lead})`;
  const matches = (name: ReturnType<typeof sql>) =>
    sql`(${name} % ${q} or ${q} <% ${name} or ${name} like ${like})`;

  const parts = [];
  if (!options.type || options.type === "city") {
    const name = sql`lower(c.name)`;
    parts.push(sql`select 'city' as type, c.id, c.slug, c.name, c.state as context, ${score(name, 0.05)} as score
      from cities c where ${matches(name)}`);
  }
  if (!options.type || options.type === "place") {
    const name = sql`lower(p.name)`;
    parts.push(sql`select 'place' as type, p.id, p.slug, p.name, c.name || ', ' || c.state as context, ${score(name, 0.02)} as score
      from places p join cities c on c.id = p.city_id where ${matches(name)}`);
  }
  if (!options.type || options.type === "hotel") {
    const name = sql`lower(h.name)`;
    parts.push(sql`select 'hotel' as type, h.id, h.slug, h.name, c.name || ', ' || c.state as context, ${score(name, 0)} as score
      from hotels h join cities c on c.id = h.city_id where ${matches(name)}`);
  }
  const union = sql.join(parts, sql` union all `);
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await db.execute(
    sql`select * from (${union}) hits order by score desc, name asc limit ${limit}`,
  )) as unknown as { rows: SearchHit[] };
  return result.rows.map((row) => ({ ...row, id: Number(row.id), score: Number(row.score) }));
}
