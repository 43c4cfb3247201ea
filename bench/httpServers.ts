import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startBenchPortal } from "./benchPortal.ts";

/**
 * The two servers bench/http.ts compares, each in a process of its own (as in production, and so
 * the load generator never shares their event loop):
 * - `portal`: the portal as shipped, on a temporary embedded database;
 * - `bare`: a bare node:http server answering recorded responses byte for byte, the most one Node
 *   process can do on this machine.
 * Each says `{ port }` over IPC once listening and stops when its parent disconnects.
 */

export interface RecordedResponse {
  /** Method and path with query, e.g. "GET /favicon.svg". */
  key: string;
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

function send(message: unknown): void {
  if (!process.send) throw new Error("bench/httpServers.ts runs as a child of bench/http.ts.");
  process.send(message);
}

async function servePortal(): Promise<void> {
  const portal = await startBenchPortal();
  process.once("disconnect", () => {
    portal.stop().finally(() => process.exit(0));
  });
  send({ port: portal.port });
}

function serveBare(): void {
  const responses = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
  const server = createServer((req, res) => {
    const recorded = responses.get(`${req.method} ${req.url}`);
    // Read the body like any server must before answering (GraphQL POSTs have one).
    req.resume();
    req.on("end", () => {
      if (!recorded) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(recorded.status, recorded.headers);
      res.end(recorded.body);
    });
  });
  process.on("message", (message: { responses?: RecordedResponse[] }) => {
    for (const response of message.responses ?? []) {
      responses.set(response.key, { status: response.status, headers: response.headers, body: Buffer.from(response.bodyBase64, "base64") });
    }
    send({ recorded: responses.size });
  });
  process.once("disconnect", () => {
    server.close();
    process.exit(0);
  });
  server.listen(0, () => send({ port: (server.address() as AddressInfo).port }));
}

const role = process.argv[2];
if (role === "portal") await servePortal();
else if (role === "bare") serveBare();
else throw new Error(`Unknown role ${role}: expected portal or bare.`);
