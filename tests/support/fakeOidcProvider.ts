/**
 * A local, in-process fake OpenID Connect provider for end-to-end tests.
 *
 * It implements just enough of OpenID Connect Core / RFC 6749 / RFC 7636 (PKCE) for a
 * relying party to run the authorization code flow against it: discovery, an
 * auto-approving /authorize, /token, /userinfo and /jwks. There is no login UI: every
 * authorization logs in as the current user (see `setUser`).
 *
 * Only node built-ins are used. Everything is kept in memory and dies with `stop()`.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, timingSafeEqual, type KeyObject } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { URL, URLSearchParams } from "node:url";

export interface FakeOidcUser {
  sub: string;
  email: string;
  name: string;
  emailVerified?: boolean;
}

export interface FakeOidcProvider {
  /** e.g. http://127.0.0.1:PORT (no trailing slash). */
  issuer: string;
  /** issuer + "/.well-known/openid-configuration" */
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** The user every following authorization logs in as (until changed again). */
  setUser(user: FakeOidcUser): void;
  /** Every request received, in order; `path` is the pathname without the query string. */
  requests: { path: string; method: string }[];
  stop(): Promise<void>;
}

export interface FakeOidcProviderOptions {
  clientId?: string;
  clientSecret?: string;
  user?: FakeOidcUser;
}

const DEFAULT_USER: FakeOidcUser = {
  sub: "fake-oidc-user",
  email: "fake.user@example.test",
  name: "Fake User",
  emailVerified: true,
};

const TOKEN_LIFETIME_SECONDS = 3600;
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const MAX_BODY_BYTES = 64 * 1024;
/** RFC 7636 §4.1: 43..128 characters from the unreserved set. */
const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

interface AuthorizationCode {
  clientId: string;
  user: FakeOidcUser;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: "S256" | "plain" | undefined;
  scope: string;
  authTime: number;
  expiresAt: number;
}

interface AccessToken {
  user: FakeOidcUser;
  scope: string;
  expiresAt: number;
}

/** Thrown inside request handling to produce an OAuth-style JSON error response. */
class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${error}: ${description}`);
  }
}

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString("base64url");
}

function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function signJwt(claims: Record<string, unknown>, privateKey: KeyObject, kid: string): string {
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid }));
  const payload = base64url(JSON.stringify(claims));
  const signingInput = `${header}.${payload}`;
  const signature = sign("RSA-SHA256", Buffer.from(signingInput), privateKey);
  return `${signingInput}.${base64url(signature)}`;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    pragma: "no-cache",
    ...headers,
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on("data", (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        failed = true;
        reject(new OAuthError(413, "invalid_request", "request body too large"));
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!failed) resolve(Buffer.concat(chunks).toString("utf8"));
    });
    req.on("error", (error) => {
      if (!failed) {
        failed = true;
        reject(error);
      }
    });
  });
}

/** One value per parameter: RFC 6749 §3.1 forbids repeating a parameter. */
function singleParam(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name);
  if (values.length > 1) throw new OAuthError(400, "invalid_request", `parameter ${name} given more than once`);
  const value = values[0];
  return value === undefined || value === "" ? undefined : value;
}

/** Client credentials from an HTTP Basic header (RFC 6749 §2.3.1), if one is present. */
function basicCredentials(req: IncomingMessage): { id: string; secret: string } | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=._~-]+)\s*$/i.exec(header);
  const invalid = new OAuthError(401, "invalid_client", "malformed Basic authorization header", {
    "www-authenticate": 'Basic realm="fake-oidc"',
  });
  if (!match?.[1]) throw invalid;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) throw invalid;
  // Both halves are application/x-www-form-urlencoded before base64 encoding.
  const formDecode = (value: string) => decodeURIComponent(value.replace(/\+/g, "%20"));
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    throw invalid;
  }
}

export async function startFakeOidcProvider(options: FakeOidcProviderOptions = {}): Promise<FakeOidcProvider> {
  const clientId = options.clientId ?? "fake-oidc-client";
  const clientSecret = options.clientSecret ?? `secret-${randomToken(16)}`;
  let currentUser: FakeOidcUser = { ...(options.user ?? DEFAULT_USER) };

  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const kid = `fake-${randomToken(8)}`;
  const publicJwk = { ...publicKey.export({ format: "jwk" }), kid, alg: "RS256", use: "sig" };

  const codes = new Map<string, AuthorizationCode>();
  const accessTokens = new Map<string, AccessToken>();
  const requests: { path: string; method: string }[] = [];
  let issuer = "";

  function discovery() {
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ["code"],
      response_modes_supported: ["query"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      scopes_supported: ["openid", "email", "profile"],
      claims_supported: ["iss", "sub", "aud", "exp", "iat", "auth_time", "nonce", "email", "email_verified", "name"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      code_challenge_methods_supported: ["S256", "plain"],
      grant_types_supported: ["authorization_code"],
      authorization_response_iss_parameter_supported: true,
    };
  }

  function authorize(url: URL, res: ServerResponse): void {
    const params = url.searchParams;
    const requestedClient = singleParam(params, "client_id");
    const redirectUriParam = singleParam(params, "redirect_uri");
    // Until client and redirect URI are trusted, errors go to the user agent, never to the redirect URI.
    if (!requestedClient) throw new OAuthError(400, "invalid_request", "client_id is required");
    if (requestedClient !== clientId) throw new OAuthError(400, "invalid_client", "unknown client_id");
    if (!redirectUriParam) throw new OAuthError(400, "invalid_request", "redirect_uri is required");
    let redirectTarget: URL;
    try {
      redirectTarget = new URL(redirectUriParam);
    } catch {
      throw new OAuthError(400, "invalid_request", "redirect_uri is not an absolute URL");
    }
    if (redirectTarget.hash !== "") throw new OAuthError(400, "invalid_request", "redirect_uri must not have a fragment");

    const state = singleParam(params, "state");
    const redirectWith = (values: Record<string, string>) => {
      for (const [key, value] of Object.entries(values)) redirectTarget.searchParams.set(key, value);
      if (state !== undefined) redirectTarget.searchParams.set("state", state);
      redirectTarget.searchParams.set("iss", issuer);
      res.writeHead(302, { location: redirectTarget.toString(), "cache-control": "no-store" });
      res.end();
    };

    // From here on, errors are reported to the client through the redirect (RFC 6749 §4.1.2.1).
    const responseType = singleParam(params, "response_type");
    if (responseType !== "code") {
      redirectWith({ error: "unsupported_response_type", error_description: "only response_type=code is supported" });
      return;
    }
    const codeChallenge = singleParam(params, "code_challenge");
    const methodParam = singleParam(params, "code_challenge_method");
    let codeChallengeMethod: "S256" | "plain" | undefined;
    if (codeChallenge !== undefined) {
      const method = methodParam ?? "plain";
      if (method !== "S256" && method !== "plain") {
        redirectWith({ error: "invalid_request", error_description: "unsupported code_challenge_method" });
        return;
      }
      if (!PKCE_VERIFIER.test(codeChallenge)) {
        redirectWith({ error: "invalid_request", error_description: "malformed code_challenge" });
        return;
      }
      codeChallengeMethod = method;
    } else if (methodParam !== undefined) {
      redirectWith({ error: "invalid_request", error_description: "code_challenge_method without code_challenge" });
      return;
    }

    const code = randomToken();
    codes.set(code, {
      clientId,
      user: { ...currentUser },
      redirectUri: redirectUriParam,
      nonce: singleParam(params, "nonce"),
      codeChallenge,
      codeChallengeMethod,
      scope: singleParam(params, "scope") ?? "openid",
      authTime: Math.floor(Date.now() / 1000),
      expiresAt: Date.now() + CODE_LIFETIME_MS,
    });
    redirectWith({ code });
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const contentType = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (contentType !== "application/x-www-form-urlencoded") {
      throw new OAuthError(400, "invalid_request", "content-type must be application/x-www-form-urlencoded");
    }
    const body = new URLSearchParams(await readBody(req));

    // Client authentication: client_secret_basic or client_secret_post, not both.
    const basic = basicCredentials(req);
    const bodyClientId = singleParam(body, "client_id");
    const bodySecret = singleParam(body, "client_secret");
    const unauthorized = (description: string) =>
      new OAuthError(401, "invalid_client", description, basic ? { "www-authenticate": 'Basic realm="fake-oidc"' } : {});
    let presentedId: string | undefined;
    let presentedSecret: string | undefined;
    if (basic) {
      if (bodySecret !== undefined) {
        throw new OAuthError(400, "invalid_request", "use either HTTP Basic or client_secret in the body, not both");
      }
      if (bodyClientId !== undefined && bodyClientId !== basic.id) {
        throw new OAuthError(400, "invalid_request", "client_id in body does not match HTTP Basic credentials");
      }
      presentedId = basic.id;
      presentedSecret = basic.secret;
    } else {
      presentedId = bodyClientId;
      presentedSecret = bodySecret;
    }
    if (presentedId === undefined || presentedSecret === undefined) throw unauthorized("client authentication required");
    if (!safeEqual(presentedId, clientId) || !safeEqual(presentedSecret, clientSecret)) {
      throw unauthorized("client authentication failed");
    }

    const grantType = singleParam(body, "grant_type");
    if (grantType === undefined) throw new OAuthError(400, "invalid_request", "grant_type is required");
    if (grantType !== "authorization_code") {
      throw new OAuthError(400, "unsupported_grant_type", "only authorization_code is supported");
    }
    const code = singleParam(body, "code");
    const redirectUri = singleParam(body, "redirect_uri");
    const codeVerifier = singleParam(body, "code_verifier");
    if (code === undefined) throw new OAuthError(400, "invalid_request", "code is required");

    const grant = codes.get(code);
    // A code is redeemable once: any attempt with an authenticated client burns it.
    codes.delete(code);
    const invalidGrant = (description: string) => new OAuthError(400, "invalid_grant", description);
    if (!grant) throw invalidGrant("unknown or already used authorization code");
    if (grant.expiresAt < Date.now()) throw invalidGrant("authorization code expired");
    if (grant.clientId !== presentedId) throw invalidGrant("authorization code was issued to another client");
    if (redirectUri !== grant.redirectUri) throw invalidGrant("redirect_uri does not match the authorization request");
    if (grant.codeChallenge !== undefined) {
      if (codeVerifier === undefined) throw invalidGrant("code_verifier is required");
      if (!PKCE_VERIFIER.test(codeVerifier)) throw invalidGrant("malformed code_verifier");
      const derived =
        grant.codeChallengeMethod === "S256" ? createHash("sha256").update(codeVerifier).digest("base64url") : codeVerifier;
      if (!safeEqual(derived, grant.codeChallenge)) throw invalidGrant("code_verifier does not match code_challenge");
    } else if (codeVerifier !== undefined) {
      throw invalidGrant("code_verifier given but no code_challenge was sent");
    }

    const now = Math.floor(Date.now() / 1000);
    const accessToken = randomToken();
    accessTokens.set(accessToken, {
      user: grant.user,
      scope: grant.scope,
      expiresAt: (now + TOKEN_LIFETIME_SECONDS) * 1000,
    });
    const atHash = base64url(createHash("sha256").update(accessToken).digest().subarray(0, 16));
    const claims: Record<string, unknown> = {
      iss: issuer,
      sub: grant.user.sub,
      aud: clientId,
      exp: now + TOKEN_LIFETIME_SECONDS,
      iat: now,
      auth_time: grant.authTime,
      at_hash: atHash,
      email: grant.user.email,
      email_verified: grant.user.emailVerified ?? true,
      name: grant.user.name,
    };
    if (grant.nonce !== undefined) claims.nonce = grant.nonce;

    sendJson(res, 200, {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: TOKEN_LIFETIME_SECONDS,
      id_token: signJwt(claims, privateKey, kid),
      scope: grant.scope,
    });
  }

  function userinfo(req: IncomingMessage, res: ServerResponse): void {
    const invalidToken = new OAuthError(401, "invalid_token", "missing, unknown or expired access token", {
      "www-authenticate": 'Bearer error="invalid_token"',
    });
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
    const presented = match?.[1];
    if (presented === undefined) throw invalidToken;
    const grant = accessTokens.get(presented);
    if (!grant || grant.expiresAt < Date.now()) throw invalidToken;
    sendJson(res, 200, {
      sub: grant.user.sub,
      email: grant.user.email,
      email_verified: grant.user.emailVerified ?? true,
      name: grant.user.name,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    let url: URL;
    try {
      url = new URL(req.url ?? "/", issuer);
    } catch {
      requests.push({ path: req.url ?? "", method });
      throw new OAuthError(400, "invalid_request", "malformed request URL");
    }
    requests.push({ path: url.pathname, method });

    const allow = (...methods: string[]) => {
      if (!methods.includes(method)) {
        throw new OAuthError(405, "invalid_request", `method ${method} not allowed`, { allow: methods.join(", ") });
      }
    };
    switch (url.pathname) {
      case "/.well-known/openid-configuration":
        allow("GET", "HEAD");
        sendJson(res, 200, discovery(), { "cache-control": "no-cache" });
        return;
      case "/jwks":
        allow("GET", "HEAD");
        sendJson(res, 200, { keys: [publicJwk] }, { "cache-control": "no-cache" });
        return;
      case "/authorize":
        allow("GET");
        authorize(url, res);
        return;
      case "/token":
        allow("POST");
        await token(req, res);
        return;
      case "/userinfo":
        allow("GET", "POST");
        userinfo(req, res);
        return;
      default:
        throw new OAuthError(404, "not_found", `no endpoint at ${url.pathname}`);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof OAuthError) {
        sendJson(res, error.status, { error: error.error, error_description: error.description }, error.headers);
      } else {
        sendJson(res, 400, { error: "invalid_request", error_description: "malformed request" });
      }
    });
  });
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  issuer = `http://127.0.0.1:${port}`;

  let stopped: Promise<void> | undefined;
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    requests,
    setUser(user: FakeOidcUser) {
      currentUser = { ...user };
    },
    stop() {
      stopped ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets (e.g. from fetch) would otherwise hold close() open.
        server.closeAllConnections();
      });
      return stopped;
    },
  };
}
