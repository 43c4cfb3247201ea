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

/** The action key `a` of the spec's REST calls, from the JSON body or the query string. */
export async function readAction(request: Request): Promise<string | undefined> {
  const fromQuery = new URL(request.url).searchParams.get("a");
  if (fromQuery) return fromQuery;
  const action = (await readJsonObject(request)).a;
  return typeof action === "string" ? action : undefined;
}
