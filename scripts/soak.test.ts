// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { runSoak } from "./soak.ts";

describe("the soak", () => {
  it("kills the server under load, with retries of the same content, and stores each acknowledged one once", async () => {
    const report = await runSoak({ seconds: 3, clients: 4 });
    expect(report.kills).toBeGreaterThanOrEqual(1);
    expect(report.acknowledged).toBeGreaterThan(0);
    expect(report.lost).toEqual([]);
    expect(report.duplicates).toEqual([]);
    // A submission still unanswered when the soak stops may be stored: one per client at most.
    expect(report.stored).toBeGreaterThanOrEqual(report.acknowledged);
    expect(report.stored).toBeLessThanOrEqual(report.acknowledged + 4);
  }, 90_000);

  it("gives up with the server's own words when the server cannot start", async () => {
    const empty = mkdtempSync(join(tmpdir(), "soak-no-build-"));
    try {
      const failure = await runSoak({ seconds: 1, buildDir: empty, startLimitMs: 15_000 }).catch((e: Error) => e);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(/did not start[\s\S]*npm run build/);
      expect((failure as Error).message).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);

  it("gives up after a bounded wait for a server that does not answer", async () => {
    const started = Date.now();
    await expect(runSoak({ seconds: 1, startLimitMs: 1 })).rejects.toThrow(/did not start within/);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);
});
