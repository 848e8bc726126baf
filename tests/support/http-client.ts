/**
 * A cookie-keeping HTTP client for integration tests: what a browser does with Set-Cookie and
 * Origin, without the browser. Requests are same-origin unless a test says otherwise.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async request(
    path: string,
    options: {
      method?: string;
      form?: Record<string, string> | FormData;
      json?: unknown;
      body?: string;
      headers?: Record<string, string>;
      /** Leave out the Origin header (a non-browser client). */
      noOrigin?: boolean;
    } = {},
  ): Promise<Response> {
    const headers = new Headers(options.headers);
    if (!options.noOrigin && !headers.has("origin")) headers.set("origin", this.base);
    if (this.cookies.size > 0 && !headers.has("cookie")) {
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    let body: BodyInit | undefined = options.body;
    if (options.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.json);
    } else if (options.form instanceof FormData) {
      body = options.form;
    } else if (options.form) {
      body = new URLSearchParams(options.form);
    }
    const response = await fetch(`${this.base}${path}`, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Signs up through /register, as the page's form does. */
  register(account: { firstName: string; lastName?: string; email: string; password: string }) {
    return this.request("/register", {
      form: { lastName: "", ...account },
    });
  }

  login(email: string, password: string) {
    return this.request("/login", { form: { email, password } });
  }
}

let members = 0;

/** A new account signed up through /register, and its signed-in client (throws if refused). */
export async function signedUpMember(
  base: string,
  firstName = "Member",
  password = "Signed-up-for-tests-7",
): Promise<HttpClient & { email: string }> {
  members += 1;
  const email = `${firstName.toLowerCase()}.${members}.${Date.now()}@example.com`;
  const client = new HttpClient(base);
  const res = await client.register({ firstName, email, password });
  if (res.status !== 302) throw new Error(`sign-up refused with ${res.status}`);
  return Object.assign(client, { email });
}
