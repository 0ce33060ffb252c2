// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

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
});
