// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { writeMinimalBuild } from "./minimal-build.ts";

/** Starts server/index.ts with the given variables; it must refuse before listening. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { PATH: process.env.PATH, PORT: "0", BUILD_DIR: "/nonexistent-build", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe("start-up checks", () => {
  it("refuses to start when the inbox folder cannot be written, naming INBOX_DIR", () => {
    const dir = mkdtempSync(join(tmpdir(), "inbox-start-"));
    try {
      // A file where the folder should be: nothing can be created under it.
      writeFileSync(join(dir, "taken"), "");
      const { status, stderr } = start({ INBOX_DIR: join(dir, "taken", "inbox") });
      expect(status).toBe(1);
      expect(stderr).toContain("INBOX_DIR");
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);

  it("refuses to expose the inbox to other machines without a password", () => {
    const { status, stderr } = start({ HOST: "0.0.0.0", INBOX_DIR: join(tmpdir(), "inbox-start-exposed") });
    expect(status).toBe(1);
    expect(stderr).toContain("INBOX_PASSWORD");
  }, 40_000);

  it("says the port is taken, without a stack trace, when something already listens there", async () => {
    const dir = mkdtempSync(join(tmpdir(), "busy-port-"));
    const taken = createServer();
    try {
      writeMinimalBuild(join(dir, "build"));
      const port = await new Promise<number>((resolve) =>
        taken.listen(0, "127.0.0.1", () => resolve((taken.address() as { port: number }).port)),
      );
      const { status, stderr } = start({
        HOST: "127.0.0.1",
        PORT: String(port),
        BUILD_DIR: join(dir, "build"),
        INBOX_DIR: join(dir, "inbox"),
      });
      expect(status).toBe(1);
      expect(stderr).toMatch(new RegExp(`port ${port}.*already in use`));
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      taken.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
