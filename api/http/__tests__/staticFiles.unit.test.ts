import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "../staticFiles.ts";

const SCRIPT = Array.from({ length: 100 }, (_, i) => `export const part${i} = ${i};`).join("\n");

describe("staticFiles", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "static-files-"));
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "assets", "entry-Ab12.js"), SCRIPT);
    await writeFile(path.join(dir, "favicon.svg"), "<svg/>");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const filesOf = () => staticFiles(dir, { immutablePrefix: "/assets/", include: (urlPath) => !urlPath.endsWith(".map") });

  it("serves listed files only, hashed ones for good and others revalidated, with their gzip", async () => {
    const files = filesOf();
    const entry = await files.get("/assets/entry-Ab12.js");
    expect(entry?.headers["Cache-Control"]).toContain("immutable");
    expect(gunzipSync(entry!.gzip!.body).toString()).toBe(SCRIPT);
    expect((await files.get("/favicon.svg"))?.headers["Cache-Control"]).toBe("public, max-age=3600");
    expect(await files.get("/assets/missing.js")).toBeUndefined();
    expect(await files.get("/../etc/passwd")).toBeUndefined();
  });

  it("compresses a file once for every app of the process that serves the same build", async () => {
    const first = await filesOf().get("/assets/entry-Ab12.js");
    const second = await filesOf().get("/assets/entry-Ab12.js");
    expect(second).toBe(first);
  });

  it("reads a changed file anew in an app that has not served it yet", async () => {
    await writeFile(path.join(dir, "assets", "entry-Ab12.js"), `${SCRIPT}\nexport const more = 1;`);
    const changed = await filesOf().get("/assets/entry-Ab12.js");
    expect(gunzipSync(changed!.gzip!.body).toString()).toContain("more");
  });
});
