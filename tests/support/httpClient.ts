import { TEST_ORIGIN } from "./testApp.ts";

interface FetchApp {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/** One browser's worth of cookies against an in-process app: what a visitor's tab would send. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FetchApp) {}

  async send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.method && init.method !== "GET" && !headers.has("origin")) headers.set("origin", TEST_ORIGIN);
    const response = await this.app.request(`${TEST_ORIGIN}${path}`, { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json<T = Record<string, unknown>>(path: string, body?: unknown, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const response = await this.send(path, {
      method: body === undefined ? "GET" : "POST",
      ...init,
      headers: { "content-type": "application/json", ...(init.headers as Record<string, string> | undefined) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    return this.json<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>("/graphql", { query, variables });
  }

  signUp(email: string, password = "correct-horse-battery", name = "Player") {
    return this.json<{ user?: { id: string }; code?: string; message?: string }>("/api/auth/sign-up/email", { email, password, name });
  }

  signIn(email: string, password = "correct-horse-battery") {
    return this.json<{ user?: { id: string }; code?: string; message?: string }>("/api/auth/sign-in/email", { email, password });
  }

  signOut() {
    return this.json("/api/auth/sign-out", {});
  }
}
