import { spawn, type ChildProcess } from "node:child_process";

// Development: the API restarts on change (tsx watch) and Vite serves the client with hot reload,
// proxying /graphql, /api, /.data and images to the API. Open http://localhost:5173.
const apiPort = process.env.API_PORT ?? "4000";
const children: ChildProcess[] = [
  spawn("tsx", ["watch", "--clear-screen=false", "api/main.ts"], { stdio: "inherit", env: { ...process.env, PORT: apiPort } }),
  spawn("vite", [], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
