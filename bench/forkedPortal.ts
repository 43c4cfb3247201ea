import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The portal in a process of its own (portalProcess.ts): its process id, port and database, and how to stop it. */
export async function startForkedPortal(): Promise<{ pid: number; port: number; databaseUrl: string; stop(): Promise<void> }> {
  const child = fork(fileURLToPath(new URL("./portalProcess.ts", import.meta.url)), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const ready = await new Promise<{ port: number; databaseUrl: string }>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`The portal exited (code ${code}) before listening.`)));
    child.on("message", (message: { port?: number; databaseUrl?: string }) => {
      if (message.port !== undefined && message.databaseUrl !== undefined) resolve({ port: message.port, databaseUrl: message.databaseUrl });
    });
  });
  return {
    ...ready,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.disconnect();
      }),
  };
}
