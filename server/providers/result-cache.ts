// What every outside service's cache does (weather, availability, flights, routes): answers kept by
// key for as long as each deserves, one request shared by concurrent asks (while it is in flight
// its entry never expires), a rejection never kept (a provider that throws broke its contract, or
// was asked something impossible), and past `maxEntries` the least recently used answer goes.

type Entry<R> = { expiresAt: number; result: Promise<R> };

export function resultCache<R>(options: {
  maxEntries: number;
  /** How long an answer is kept, in ms: longer for a success than for an outage. */
  lifetime: (result: R) => number;
}): (key: string, ask: () => Promise<R>) => Promise<R> {
  const entries = new Map<string, Entry<R>>();
  return (key, ask) => {
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.expiresAt > Date.now()) {
      // Set again, so the Map's order stays least recently used first.
      entries.set(key, hit);
      return hit.result;
    }
    const entry: Entry<R> = { expiresAt: Number.POSITIVE_INFINITY, result: ask() };
    entries.set(key, entry);
    entry.result.then(
      (result) => {
        entry.expiresAt = Date.now() + options.lifetime(result);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return entry.result;
  };
}
