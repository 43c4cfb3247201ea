import type { ChildProcess } from "node:child_process";

/** Stops each child still running (SIGTERM, as an operator would) and waits until every one has closed. */
export function stopChildren(children: readonly ChildProcess[]): Promise<void> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("close", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  ).then(() => undefined);
}
