// How every outside service is asked (weather, availability, flights, routes): one request with a
// timeout covering the whole body, answered with the status and the parsed body (undefined when it
// is not JSON), or with why no answer came. It never rejects.

export type JsonAnswer = { status: number; body: unknown };
export type NoAnswer = { failure: string };

export async function fetchJson(
  url: string | URL,
  options: { timeoutMs: number; service: string; init?: RequestInit },
): Promise<JsonAnswer | NoAnswer> {
  const { init = {} } = options;
  try {
    const res = await fetch(url, {
      ...init,
      headers: { Accept: "application/json", ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      return { status: res.status, body: undefined };
    }
  } catch (error) {
    return { failure: failureMessage(error, options.service) };
  }
}

/** Whatever fetch threw (refused, reset, timed out), in words for the log and the page. */
function failureMessage(error: unknown, service: string): string {
  if (error instanceof Error && error.name === "TimeoutError") {
    return `${service} did not answer in time.`;
  }
  if (!(error instanceof Error)) return String(error);
  // fetch only says "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND...) is in its cause.
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const reason =
    cause && "code" in cause && typeof cause.code === "string" ? cause.code : cause?.message;
  return reason ? `${error.message} (${reason})` : error.message;
}
