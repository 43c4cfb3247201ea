import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeOidcProvider, type FakeOidcProvider } from "./fakeOidcProvider.ts";

const REDIRECT_URI = "http://127.0.0.1:9/auth/callback";

let provider: FakeOidcProvider;

beforeAll(async () => {
  provider = await startFakeOidcProvider({
    clientId: "portal",
    clientSecret: "s3cret",
    user: { sub: "user-1", email: "ada@example.test", name: "Ada Lovelace" },
  });
});

afterAll(async () => {
  await provider.stop();
});

function pkcePair() {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
}

function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}`;
}

async function authorize(params: Record<string, string>): Promise<Response> {
  const url = new URL(`${provider.issuer}/authorize`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return fetch(url, { redirect: "manual" });
}

/** Runs /authorize and returns the code from the redirect. */
async function obtainCode(extra: Record<string, string> = {}): Promise<string> {
  const response = await authorize({
    client_id: provider.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    scope: "openid email profile",
    ...extra,
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("location") ?? "");
  const code = location.searchParams.get("code");
  expect(code).toBeTruthy();
  return code ?? "";
}

async function tokenRequest(body: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${provider.issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(body).toString(),
  });
}

function decodeSegment(segment: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}

test("serves a discovery document pointing at its own endpoints", async () => {
  const response = await fetch(provider.discoveryUrl);
  expect(response.status).toBe(200);
  const doc = (await response.json()) as Record<string, unknown>;
  expect(doc).toMatchObject({
    issuer: provider.issuer,
    authorization_endpoint: `${provider.issuer}/authorize`,
    token_endpoint: `${provider.issuer}/token`,
    userinfo_endpoint: `${provider.issuer}/userinfo`,
    jwks_uri: `${provider.issuer}/jwks`,
    response_types_supported: ["code"],
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "email", "profile"],
    token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
    code_challenge_methods_supported: ["S256", "plain"],
    grant_types_supported: ["authorization_code"],
  });
  expect(provider.discoveryUrl).toBe(`${provider.issuer}/.well-known/openid-configuration`);
  expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

test("runs authorize → token → userinfo with PKCE S256 and a verifiable id_token", async () => {
  const { verifier, challenge } = pkcePair();
  const authResponse = await authorize({
    client_id: provider.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: "code",
    scope: "openid email profile",
    state: "st-123",
    nonce: "n-456",
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
  expect(authResponse.status).toBe(302);
  const location = new URL(authResponse.headers.get("location") ?? "");
  expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
  expect(location.searchParams.get("state")).toBe("st-123");
  expect(location.searchParams.get("iss")).toBe(provider.issuer);
  const code = location.searchParams.get("code") ?? "";
  expect(code).not.toBe("");

  const tokenResponse = await tokenRequest(
    { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
    { authorization: basic(provider.clientId, provider.clientSecret) },
  );
  expect(tokenResponse.status).toBe(200);
  const tokens = (await tokenResponse.json()) as Record<string, unknown>;
  expect(tokens).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "openid email profile" });
  expect(typeof tokens.access_token).toBe("string");
  expect(typeof tokens.id_token).toBe("string");

  // Verify the id_token signature with the published JWKS.
  const idToken = tokens.id_token as string;
  const [headerPart, payloadPart, signaturePart] = idToken.split(".");
  const header = decodeSegment(headerPart);
  expect(header).toMatchObject({ alg: "RS256" });
  const jwks = (await (await fetch(`${provider.issuer}/jwks`)).json()) as { keys: (JsonWebKey & { kid?: string })[] };
  const jwk = jwks.keys.find((key) => key.kid === header.kid);
  expect(jwk).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
  expect(jwk).not.toHaveProperty("d");
  const publicKey = createPublicKey({ key: jwk as JsonWebKey, format: "jwk" });
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  const signature = Buffer.from(signaturePart ?? "", "base64url");
  expect(verify("RSA-SHA256", signed, publicKey, signature)).toBe(true);
  expect(verify("RSA-SHA256", Buffer.from(`${headerPart}.${payloadPart}x`), publicKey, signature)).toBe(false);

  const claims = decodeSegment(payloadPart);
  const now = Math.floor(Date.now() / 1000);
  expect(claims).toMatchObject({
    iss: provider.issuer,
    sub: "user-1",
    aud: "portal",
    nonce: "n-456",
    email: "ada@example.test",
    email_verified: true,
    name: "Ada Lovelace",
  });
  expect(claims.iat).toBeGreaterThanOrEqual(now - 5);
  expect(claims.exp).toBe((claims.iat as number) + 3600);

  const userinfo = await fetch(`${provider.issuer}/userinfo`, {
    headers: { authorization: `Bearer ${tokens.access_token as string}` },
  });
  expect(userinfo.status).toBe(200);
  expect(await userinfo.json()).toEqual({
    sub: "user-1",
    email: "ada@example.test",
    email_verified: true,
    name: "Ada Lovelace",
  });

  const badUserinfo = await fetch(`${provider.issuer}/userinfo`, { headers: { authorization: "Bearer nope" } });
  expect(badUserinfo.status).toBe(401);
  expect(await badUserinfo.json()).toMatchObject({ error: "invalid_token" });
  const noTokenUserinfo = await fetch(`${provider.issuer}/userinfo`);
  expect(noTokenUserinfo.status).toBe(401);

  const paths = provider.requests.map((r) => `${r.method} ${r.path}`);
  expect(paths).toEqual(expect.arrayContaining(["GET /authorize", "POST /token", "GET /jwks", "GET /userinfo"]));
});

test("setUser changes who the next authorization logs in as; client_secret_post works", async () => {
  provider.setUser({ sub: "user-2", email: "grace@example.test", name: "Grace Hopper", emailVerified: false });
  try {
    const code = await obtainCode();
    const response = await tokenRequest({
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT_URI,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    });
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { id_token: string; access_token: string };
    const claims = decodeSegment(tokens.id_token.split(".")[1]);
    expect(claims).toMatchObject({ sub: "user-2", email: "grace@example.test", email_verified: false });
    expect(claims).not.toHaveProperty("nonce");
  } finally {
    provider.setUser({ sub: "user-1", email: "ada@example.test", name: "Ada Lovelace" });
  }
});

test("authorization codes are single-use", async () => {
  const code = await obtainCode();
  const body = { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI };
  const auth = { authorization: basic(provider.clientId, provider.clientSecret) };
  expect((await tokenRequest(body, auth)).status).toBe(200);
  const replay = await tokenRequest(body, auth);
  expect(replay.status).toBe(400);
  expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
});

test("a wrong client secret is rejected with 401 invalid_client", async () => {
  const code = await obtainCode();
  const body = { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI };
  const viaBasic = await tokenRequest(body, { authorization: basic(provider.clientId, "wrong") });
  expect(viaBasic.status).toBe(401);
  expect(await viaBasic.json()).toMatchObject({ error: "invalid_client" });
  const viaPost = await tokenRequest({ ...body, client_id: provider.clientId, client_secret: "wrong" });
  expect(viaPost.status).toBe(401);
  const anonymous = await tokenRequest(body);
  expect(anonymous.status).toBe(401);
  // Failed client authentication does not burn the code.
  const ok = await tokenRequest(body, { authorization: basic(provider.clientId, provider.clientSecret) });
  expect(ok.status).toBe(200);
});

test("a wrong or missing PKCE verifier is rejected with 400 invalid_grant", async () => {
  const auth = { authorization: basic(provider.clientId, provider.clientSecret) };
  const { challenge } = pkcePair();
  const code = await obtainCode({ code_challenge: challenge, code_challenge_method: "S256" });
  const wrong = await tokenRequest(
    { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: pkcePair().verifier },
    auth,
  );
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toMatchObject({ error: "invalid_grant" });

  const code2 = await obtainCode({ code_challenge: challenge, code_challenge_method: "S256" });
  const missing = await tokenRequest({ grant_type: "authorization_code", code: code2, redirect_uri: REDIRECT_URI }, auth);
  expect(missing.status).toBe(400);
  expect(await missing.json()).toMatchObject({ error: "invalid_grant" });
});

test("plain PKCE and redirect_uri mismatch", async () => {
  const auth = { authorization: basic(provider.clientId, provider.clientSecret) };
  const { verifier } = pkcePair();
  const code = await obtainCode({ code_challenge: verifier, code_challenge_method: "plain" });
  const ok = await tokenRequest(
    { grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI, code_verifier: verifier },
    auth,
  );
  expect(ok.status).toBe(200);

  const code2 = await obtainCode();
  const mismatch = await tokenRequest(
    { grant_type: "authorization_code", code: code2, redirect_uri: "http://127.0.0.1:9/elsewhere" },
    auth,
  );
  expect(mismatch.status).toBe(400);
  expect(await mismatch.json()).toMatchObject({ error: "invalid_grant" });
});

test("rejects bad authorization requests and malformed input without crashing", async () => {
  const unknownClient = await authorize({ client_id: "nope", redirect_uri: REDIRECT_URI, response_type: "code" });
  expect(unknownClient.status).toBe(400);
  const noClient = await authorize({ redirect_uri: REDIRECT_URI, response_type: "code" });
  expect(noClient.status).toBe(400);
  const noRedirect = await authorize({ client_id: provider.clientId, response_type: "code" });
  expect(noRedirect.status).toBe(400);
  const badRedirect = await authorize({ client_id: provider.clientId, redirect_uri: "not a url", response_type: "code" });
  expect(badRedirect.status).toBe(400);

  const wrongType = await authorize({ client_id: provider.clientId, redirect_uri: REDIRECT_URI, response_type: "token" });
  expect(wrongType.status).toBe(302);
  const wrongTypeLocation = new URL(wrongType.headers.get("location") ?? "");
  expect(wrongTypeLocation.searchParams.get("error")).toBe("unsupported_response_type");
  expect(wrongTypeLocation.searchParams.has("code")).toBe(false);

  const auth = { authorization: basic(provider.clientId, provider.clientSecret) };
  const jsonBody = await fetch(`${provider.issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/json", ...auth },
    body: "{not json",
  });
  expect(jsonBody.status).toBe(400);
  const garbage = await fetch(`${provider.issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...auth },
    body: "%%%&&&=%zz&code",
  });
  expect(garbage.status).toBe(400);
  const badBasic = await tokenRequest({ grant_type: "authorization_code", code: "x" }, { authorization: "Basic %%%" });
  expect(badBasic.status).toBe(401);
  const badBasicEncoding = await tokenRequest(
    { grant_type: "authorization_code", code: "x" },
    { authorization: `Basic ${Buffer.from("%E0%A4%A:x").toString("base64")}` },
  );
  expect(badBasicEncoding.status).toBe(401);
  const unknownCode = await tokenRequest({ grant_type: "authorization_code", code: "nope", redirect_uri: REDIRECT_URI }, auth);
  expect(unknownCode.status).toBe(400);
  expect(await unknownCode.json()).toMatchObject({ error: "invalid_grant" });
  const wrongGrant = await tokenRequest({ grant_type: "password", code: "x" }, auth);
  expect(wrongGrant.status).toBe(400);
  const getToken = await fetch(`${provider.issuer}/token`);
  expect(getToken.status).toBe(405);
  const notFound = await fetch(`${provider.issuer}/nowhere`);
  expect(notFound.status).toBe(404);

  // Still alive.
  expect((await fetch(provider.discoveryUrl)).status).toBe(200);
});

test("defaults and stop()", async () => {
  const other = await startFakeOidcProvider();
  try {
    expect(other.clientId).toBeTruthy();
    expect(other.clientSecret).toBeTruthy();
    expect(other.issuer).not.toBe(provider.issuer);
    await fetch(other.discoveryUrl);
    expect(other.requests).toEqual([{ path: "/.well-known/openid-configuration", method: "GET" }]);
  } finally {
    await other.stop();
  }
  await expect(fetch(other.discoveryUrl)).rejects.toThrow();
});
