import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError } from "./configError.ts";
import { readMailConfig, type MailConfig } from "./mail/mailConfig.ts";

/** The repository root: data/, prisma/ and dist/ are found from here. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface PortalConfig {
  /** Product name shown in the header and in page titles. */
  portalName: string;
  port: number;
  /** When undefined, an embedded PostgreSQL is started with its data in `embeddedDataDir`. */
  databaseUrl: string | undefined;
  embeddedDataDir: string;
  /** The catalog folder (JSON files and img/); the running server reloads the catalog when it changes. */
  dataDir: string;
  clientDistDir: string;
  /** Public origin (https://... in production); unset, the origin is taken from each request. */
  publicUrl: string | undefined;
  /**
   * The origin game frames load from (PLAY_ORIGIN, e.g. https://play.games.example), served by
   * this same server; undefined serves them from the portal's origin into a sandbox without
   * allow-same-origin. Either way a frame never shares the portal's origin.
   */
  playOrigin: string | undefined;
  /** Secret that signs sessions; unset, one is generated once and kept in `.portal-secret`. */
  authSecret: string | undefined;
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  signInAttemptsPerMinute: number;
  /**
   * How many reverse proxies in front of the portal append to X-Forwarded-For. 0 (the default):
   * the header is ignored and the socket's address is the client's.
   */
  trustedProxies: number;
  /** One OAuth/OIDC provider, on when all its variables are set. */
  oauth: OAuthProviderConfig | undefined;
  /** Card payments; off (the gem store says so) unless the keys are set. */
  stripe: StripeConfig | undefined;
  /** PayPal payments; off unless the client id and secret are set. */
  paypal: PaypalConfig | undefined;
  /** SMTP for reset and verification mail; unset, the links are written to the server log. */
  mail: MailConfig | undefined;
  /** Redis shared by several portal processes (events and rate limits); unset, both stay in this process. */
  redisUrl?: string | undefined;
  /** The least severe log level written (LOG_LEVEL); "silent" writes nothing. */
  logLevel: LogLevel;
  /** A bearer token that opens /metrics beyond the loopback address (METRICS_TOKEN); unset, loopback only. */
  metricsToken?: string | undefined;
}

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Override of the API's base URL (tests point it at a local fake Stripe). */
  apiBase: URL | undefined;
}

export interface PaypalConfig {
  clientId: string;
  clientSecret: string;
  /** "sandbox" or "production" */
  environment: "sandbox" | "production";
  /** Override of the API's base URL (tests point it at a local fake PayPal). */
  apiBase: URL | undefined;
  /** The id PayPal gave the portal's webhook; its deliveries are checked against it. Unset, refunds and reversals are not received. */
  webhookId?: string | undefined;
}

function optionalUrl(value: string | undefined, name: string): URL | undefined {
  if (!value?.trim()) return undefined;
  try {
    return new URL(value.trim());
  } catch {
    throw new ConfigError(`${name} must be a URL such as http://127.0.0.1:12111, not "${value}".`);
  }
}

function readStripeConfig(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey && !publishableKey && !webhookSecret) return undefined;
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new ConfigError("STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together (or none of them).");
  }
  return { secretKey, publishableKey, webhookSecret, apiBase: optionalUrl(env.STRIPE_API_BASE, "STRIPE_API_BASE") };
}

function readPaypalConfig(env: NodeJS.ProcessEnv): PaypalConfig | undefined {
  const clientId = env.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) throw new ConfigError("PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together (or neither).");
  return {
    clientId,
    clientSecret,
    environment: env.PAYPAL_ENVIRONMENT === "production" ? "production" : "sandbox",
    apiBase: optionalUrl(env.PAYPAL_API_BASE, "PAYPAL_API_BASE"),
    webhookId: env.PAYPAL_WEBHOOK_ID?.trim() || undefined,
  };
}

export interface OAuthProviderConfig {
  providerId: string;
  name: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
}

function readOAuthConfig(env: NodeJS.ProcessEnv): OAuthProviderConfig | undefined {
  const discoveryUrl = env.OAUTH_DISCOVERY_URL?.trim();
  const clientId = env.OAUTH_CLIENT_ID?.trim();
  const clientSecret = env.OAUTH_CLIENT_SECRET?.trim();
  if (!discoveryUrl && !clientId && !clientSecret) return undefined;
  if (!discoveryUrl || !clientId || !clientSecret) {
    throw new ConfigError("OAUTH_DISCOVERY_URL, OAUTH_CLIENT_ID and OAUTH_CLIENT_SECRET must be set together (or none of them).");
  }
  return {
    providerId: env.OAUTH_PROVIDER_ID?.trim() || "oidc",
    name: env.OAUTH_PROVIDER_NAME?.trim() || "Single sign-on",
    discoveryUrl,
    clientId,
    clientSecret,
  };
}

/** The catalog folder: DATA_DIR, or data/ beside the code. */
export function dataDirOf(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(ROOT_DIR, env.DATA_DIR?.trim() || "data");
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  const port = env.PORT === undefined || env.PORT === "" ? 4000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number between 0 and 65535, not "${env.PORT}".`);
  }
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, "") || undefined;
  const authSecret = env.BETTER_AUTH_SECRET?.trim() || undefined;
  // A generated secret lives in one checkout; behind https there may be several processes, each
  // minting its own, and a session signed by one would be refused by the others.
  if (publicUrl?.startsWith("https://") && !authSecret) {
    throw new ConfigError("PUBLIC_URL is https, so BETTER_AUTH_SECRET must be set (the same value for every portal process).");
  }
  return {
    portalName: env.PORTAL_NAME?.trim() || "Playden",
    port,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    embeddedDataDir: path.resolve(ROOT_DIR, env.EMBEDDED_PG_DIR ?? ".pgdata"),
    dataDir: dataDirOf(env),
    clientDistDir: path.resolve(ROOT_DIR, env.CLIENT_DIST_DIR ?? path.join("dist", "client")),
    publicUrl,
    playOrigin: readPlayOrigin(env.PLAY_ORIGIN, publicUrl),
    authSecret,
    signInAttemptsPerMinute: positiveInteger(env.SIGN_IN_ATTEMPTS_PER_MINUTE, 10, "SIGN_IN_ATTEMPTS_PER_MINUTE"),
    trustedProxies: wholeNumber(env.TRUSTED_PROXIES, 0, "TRUSTED_PROXIES"),
    oauth: readOAuthConfig(env),
    stripe: readStripeConfig(env),
    paypal: readPaypalConfig(env),
    mail: readMailConfig(env),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    logLevel: readLogLevel(env.LOG_LEVEL),
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
  };
}

/**
 * LOG_LEVEL, else "info"; under a test runner (NODE_ENV=test, which vitest sets) "silent": tests
 * start portals with configs of their own (`readConfig({})`), so the runner's environment decides.
 */
function readLogLevel(value: string | undefined): LogLevel {
  const text = value?.trim().toLowerCase();
  if (!text) return process.env.NODE_ENV === "test" ? "silent" : "info";
  const level = LOG_LEVELS.find((name) => name === text);
  if (level === undefined) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, not "${value}".`);
  return level;
}

/** PLAY_ORIGIN is an origin (scheme, host, port) of its own: the portal's would give frames the player's session. */
function readPlayOrigin(value: string | undefined, publicUrl: string | undefined): string | undefined {
  const text = value?.trim().replace(/\/+$/, "");
  if (!text) return undefined;
  let origin: string;
  try {
    origin = new URL(text).origin;
  } catch {
    throw new ConfigError(`PLAY_ORIGIN must be an origin such as https://play.games.example, not "${value}".`);
  }
  if (origin !== text || !/^https?:$/.test(new URL(text).protocol)) {
    throw new ConfigError(`PLAY_ORIGIN must be an origin such as https://play.games.example (no path), not "${value}".`);
  }
  if (publicUrl === undefined) throw new ConfigError("PLAY_ORIGIN needs PUBLIC_URL: a frame served there must know the portal that hosts it.");
  if (new URL(publicUrl).origin === origin) {
    throw new ConfigError("PLAY_ORIGIN must differ from PUBLIC_URL's origin: game frames must not share the portal's origin.");
  }
  return origin;
}

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new ConfigError(`${name} must be a whole number (0 or more), not "${value}".`);
  return number;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new ConfigError(`${name} must be a whole number of at least 1, not "${value}".`);
  return number;
}
