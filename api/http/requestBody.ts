/** Reads a JSON object body; anything else (bad JSON, an array, a string) counts as empty. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  if (request.method === "GET") return {};
  try {
    const body: unknown = await request.json();
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The action key `a` of the REST calls (docs/product/calls.md), from the JSON body or the query string. */
export async function readAction(request: Request): Promise<string | undefined> {
  const fromQuery = new URL(request.url).searchParams.get("a");
  if (fromQuery) return fromQuery;
  const action = (await readJsonObject(request)).a;
  return typeof action === "string" ? action : undefined;
}

const bodies = new WeakMap<Request, Promise<Uint8Array<ArrayBuffer>>>();
const decoder = new TextDecoder();

/**
 * The request's body, read once however many steps look at it (the NUL check, the GraphQL answer
 * cache): reading it through `c.req.raw` directly is the Node server's fast path; a clone would
 * copy it for every request.
 */
export function bodyBytes(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = bodies.get(request);
  if (!bytes) {
    bytes = request.arrayBuffer().then((buffer) => new Uint8Array(buffer));
    bodies.set(request, bytes);
  }
  return bytes;
}

export async function bodyText(request: Request): Promise<string> {
  return decoder.decode(await bodyBytes(request));
}

/** The request again with its body, for a handler that reads it itself, once `bodyBytes` has read it. */
export async function replayable(request: Request): Promise<Request> {
  const bytes = bodies.get(request);
  if (!bytes) return request;
  return new Request(request.url, { method: request.method, headers: request.headers, body: await bytes, signal: request.signal });
}
