/**
 * deploy/ (docs/deployment.md), checked without docker, which this machine lacks: compose.yaml
 * parsed as compose reads it, its portal environment read by the portal's own readConfig, the
 * proxy's upstreams against the portal services, and the Dockerfile's user and health check.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { ROOT_DIR, readConfig } from "../api/config.ts";

const DEPLOY = path.join(ROOT_DIR, "deploy");
const read = (file: string) => readFileSync(path.join(DEPLOY, file), "utf8");

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  env_file?: { path: string; required: boolean }[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** compose.yaml's services (merge keys on, as compose reads them). */
function services(): Record<string, Service> {
  const compose: unknown = parse(read("compose.yaml"), { merge: true });
  if (!isRecord(compose) || !isRecord(compose.services)) throw new Error("compose.yaml has no services.");
  // The shape is what the assertions below check; a field missing or of another type fails them.
  return compose.services as Record<string, Service>;
}

const portalServices = () => Object.entries(services()).filter(([name]) => /^portal-\d+$/.test(name));

/** deploy/env.example's settings, each secret left empty there given a stand-in. */
function exampleEnv(): Record<string, string> {
  const entries = read("env.example")
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => {
      const [name = "", ...value] = line.split("=");
      return [name, value.join("=") || `${name.toLowerCase()}-0123456789abcdef`] as const;
    });
  return Object.fromEntries(entries);
}

/** Compose's interpolation of `${NAME}`, `${NAME:?message}` and `${NAME:-default}` from the .env file. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_]+)(?::([?-])([^}]*))?\}/g, (_match, name: string, kind: string | undefined, rest: string) => {
    const set = env[name];
    if (set !== undefined && set !== "") return set;
    if (kind === "-") return rest;
    throw new Error(`compose.yaml needs ${name}, which deploy/env.example does not set.`);
  });
}

/** The environment variables the portal reads (api/config.ts and the mail settings it reads through). */
function portalVariableNames(): Set<string> {
  const sources = ["api/config.ts", "api/mail/mailConfig.ts"].map((file) => readFileSync(path.join(ROOT_DIR, file), "utf8"));
  return new Set(sources.flatMap((source) => [...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] ?? "")));
}

describe("compose.yaml", () => {
  test("every service has an image or a build; the portals build deploy/Dockerfile from the repository", () => {
    for (const [name, service] of Object.entries(services())) {
      expect(service.image ?? service.build, name).toBeDefined();
    }
    const portals = portalServices();
    expect(portals.length).toBeGreaterThanOrEqual(2);
    for (const [, portal] of portals) expect(portal.build).toEqual({ context: "..", dockerfile: "deploy/Dockerfile" });
    expect(services().postgres?.image).toMatch(/^postgres:\d+/);
    expect(services().redis?.image).toMatch(/^redis:\d+/);
    expect(services().proxy?.image).toMatch(/^nginx:/);
  });

  test("the portals' environment is the portal's own variables, and readConfig accepts it", () => {
    const known = portalVariableNames();
    for (const [name, portal] of portalServices()) {
      const environment = portal.environment ?? {};
      expect(Object.keys(environment).filter((variable) => !known.has(variable)), name).toEqual([]);
      for (const needed of ["DATABASE_URL", "REDIS_URL", "PUBLIC_URL", "PLAY_ORIGIN", "BETTER_AUTH_SECRET", "TRUSTED_PROXIES"]) {
        expect(environment, name).toHaveProperty(needed);
      }
      const values = Object.fromEntries(Object.entries(environment).map(([variable, value]) => [variable, interpolate(String(value), exampleEnv())]));
      const config = readConfig(values);
      expect(config.databaseUrl).toMatch(/^postgres:\/\/playden:.+@postgres:5432\/playden$/);
      expect(config.redisUrl).toBe("redis://redis:6379");
      expect(config.publicUrl).toMatch(/^https:\/\//);
      expect(config.playOrigin).toMatch(/^https:\/\//);
      expect(config.trustedProxies).toBe(1);
    }
  });

  test("secrets come from env files, never written in compose.yaml", () => {
    const secrets = ["POSTGRES_PASSWORD", "BETTER_AUTH_SECRET", "METRICS_TOKEN"];
    for (const [name, service] of Object.entries(services())) {
      for (const secret of secrets) {
        const value = service.environment?.[secret];
        if (value !== undefined) expect(value, `${name} ${secret}`).toMatch(new RegExp(`^\\$\\{${secret}[:}]`));
      }
      const url = service.environment?.DATABASE_URL;
      if (url !== undefined) expect(url, name).toContain("${POSTGRES_PASSWORD");
    }
    for (const [name, portal] of portalServices()) expect(portal.env_file, name).toEqual([{ path: "portal.env", required: false }]);
    // The example's names are the portal's variables, all commented out (each feature is off until set).
    const optional = [...read("portal.env.example").matchAll(/^# ([A-Z_]+)=/gm)].map((match) => match[1] ?? "");
    expect(optional.filter((variable) => !portalVariableNames().has(variable))).toEqual([]);
  });

  test("health: the portals have the image's /healthz check; the proxy waits for them, they for PostgreSQL and Redis", () => {
    const all = services();
    for (const [name, portal] of portalServices()) {
      expect(portal.healthcheck, `${name} must keep the image's HEALTHCHECK`).toBeUndefined();
      expect(portal.depends_on, name).toEqual({ postgres: { condition: "service_healthy" }, redis: { condition: "service_healthy" } });
      expect(all.proxy?.depends_on?.[name], name).toEqual({ condition: "service_healthy" });
    }
    expect(all.postgres?.healthcheck?.test.join(" ")).toContain("pg_isready");
    expect(all.redis?.healthcheck?.test).toEqual(["CMD", "redis-cli", "ping"]);
    expect(all.postgres?.volumes).toContain("pgdata:/var/lib/postgresql/data");
    expect(all.redis?.volumes).toContain("redisdata:/data");
  });

  test("the proxy's upstreams are the portal services, and /graphql passes WebSocket upgrades", () => {
    const nginx = read("nginx.conf");
    expect(services().proxy?.volumes).toContain("./nginx.conf:/etc/nginx/conf.d/default.conf:ro");
    const upstream = /upstream portal \{([^}]*)\}/.exec(nginx)?.[1] ?? "";
    const servers = [...upstream.matchAll(/^\s*server ([\w.-]+):(\d+)/gm)].map((match) => `${match[1]}:${match[2]}`);
    expect(servers.sort()).toEqual(portalServices().map(([name, portal]) => `${name}:${portal.environment?.PORT}`).sort());
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(nginx).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(nginx).toMatch(/location = \/graphql \{[^}]*proxy_pass http:\/\/portal;/);
    expect(nginx).toMatch(/listen 443 ssl;/);
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  const stages = dockerfile.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1) ?? "";

  test("builds in one stage (npm ci, npm run build) and runs from another", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]).toMatch(/^RUN npm ci$/m);
    expect(stages[0]).toMatch(/^RUN npm run build/m);
    for (const copied of ["node_modules", "dist", "prisma", "api"]) expect(runtime).toMatch(new RegExp(`^COPY --from=build /app/${copied} `, "m"));
  });

  test("runs as a user other than root, with a HEALTHCHECK on /healthz", () => {
    const user = /^USER (\S+)$/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(["root", "0"]).not.toContain(user);
    expect(runtime).toMatch(/^HEALTHCHECK [^\n]*\\\n\s+CMD [^\n]*\/healthz/m);
    expect(runtime).toMatch(/^CMD \["node", "--import", "tsx", "api\/main.ts"\]$/m);
  });
});
