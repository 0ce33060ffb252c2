/**
 * `npm run soak`: posts submissions to the local inbox while the server is killed (SIGKILL) and
 * restarted, then checks that every acknowledged submission is in the file exactly once. A client whose
 * post got no answer or an error sends the same content again until it is acknowledged, as a visitor
 * would, so a kill between the disk and the answer is met by a retry after the restart. Loopback only,
 * bounded (SOAK_SECONDS, default 20); a short run is part of `npm test`. Exits 1 if any acknowledged
 * submission is lost, any is stored twice, or the server does not come up.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { loadSiteConfig } from "../app/config/load.ts";
import { INBOX_FILE } from "../server/inbox.ts";
import { writeMinimalBuild } from "../server/minimal-build.ts";
import { readRecords } from "../server/store.ts";

export interface SoakReport {
  kills: number;
  attempts: number;
  acknowledged: number;
  /** Attempts answered with an error or not at all; each is sent again. */
  notAcknowledged: number;
  /** Records in the file. */
  stored: number;
  /** Submissions stored more than once. */
  duplicates: string[];
  lost: string[];
}

export interface SoakOptions {
  seconds: number;
  clients?: number;
  /** How long one start of the server may take before the soak gives up. */
  startLimitMs?: number;
  /** The build the server runs on; by default a minimal one made for the run. */
  buildDir?: string;
}

/** Traffic runs this long (random within) between the server being up and being killed. */
const UP_MS = [300, 1500] as const;
const ROOT = fileURLToPath(new URL("..", import.meta.url));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** One server process on the soak's folders; what it says on stderr is kept for the report of a failed start. */
function startServer(port: number, buildDir: string, inboxDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      INBOX_DIR: inboxDir,
      INBOX_RATE_LIMIT: "1000000",
      FORM_ENDPOINT: "",
      EMAILJS_ORIGIN: "",
      TRUST_PROXY: "",
      INBOX_PASSWORD: "",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-2000)));
  return { child, stderr: () => stderr };
}

/** Resolves once the server answers; rejects, saying why, if it exits first or takes longer than the limit. */
async function whenUp(base: string, server: { child: ChildProcess; stderr: () => string }, limitMs: number) {
  const giveUpAt = Date.now() + limitMs;
  let exited = false;
  server.child.once("exit", () => (exited = true));
  while (!exited && Date.now() < giveUpAt) {
    try {
      await fetch(`${base}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(100);
    }
  }
  server.child.kill("SIGKILL");
  const said = server.stderr().trim();
  throw new Error(
    `The server did not start ${exited ? "(it exited)" : `within ${limitMs / 1000} s`}` +
      (said ? `; it said:\n${said}` : "."),
  );
}

export async function runSoak({ seconds, clients = 8, startLimitMs = 20_000, buildDir }: SoakOptions) {
  const work = mkdtempSync(join(tmpdir(), "soak-"));
  const inboxDir = join(work, "inbox");
  const build = buildDir ?? join(work, "build");
  if (!buildDir) writeMinimalBuild(build);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { accessKey } = loadSiteConfig(process.env).forms;
  const acknowledged = new Set<string>();
  let attempts = 0;
  let failures = 0;
  let running = true;

  /** Half the clients post multipart, as a browser's form data, the other half JSON, as the forms' script. */
  const request = (n: number, name: string): RequestInit => {
    const fields = { access_key: accessKey, name, message: "x".repeat(2000) };
    if (n % 2) return { headers: { "Content-Type": "application/json" }, body: JSON.stringify(fields) };
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    return { body };
  };

  async function client(n: number) {
    for (let i = 0; running; i++) {
      const name = `soak-${n}-${i}`;
      // The same content until it is acknowledged: an error or a lost answer leaves the visitor to send again.
      while (running) {
        attempts++;
        try {
          const res = await fetch(`${base}/submit`, {
            method: "POST",
            ...request(n, name),
            signal: AbortSignal.timeout(5000),
          });
          const json = (await res.json()) as { success?: boolean };
          if (res.status === 200 && json.success) {
            acknowledged.add(name);
            break;
          }
          failures++;
        } catch {
          // Refused or cut off while the server was down.
          failures++;
          await sleep(50);
        }
      }
    }
  }

  let kills = 0;
  const traffic: Promise<void>[] = [];
  try {
    const deadline = Date.now() + seconds * 1000;
    do {
      const server = startServer(port, build, inboxDir);
      await whenUp(base, server, startLimitMs);
      if (traffic.length === 0) traffic.push(...Array.from({ length: clients }, (_, n) => client(n)));
      await sleep(UP_MS[0] + Math.random() * (UP_MS[1] - UP_MS[0]));
      // On a busy machine the first answers can take longer than an up period; a run in which nothing was ever
      // acknowledged proves nothing, so the first kill waits for one (bounded like the start).
      const patience = Date.now() + startLimitMs;
      while (acknowledged.size === 0 && Date.now() < patience) await sleep(50);
      server.child.kill("SIGKILL");
      kills++;
    } while (Date.now() < deadline);
    running = false;
    await Promise.all(traffic);
    // Records, not names: a submission stored twice counts twice.
    const copies = new Map<string, number>();
    let stored = 0;
    for await (const record of readRecords(join(inboxDir, INBOX_FILE))) {
      const name = String(record.fields.name);
      copies.set(name, (copies.get(name) ?? 0) + 1);
      stored++;
    }
    const report: SoakReport = {
      kills,
      attempts,
      acknowledged: acknowledged.size,
      notAcknowledged: failures,
      stored,
      duplicates: [...copies].filter(([, count]) => count > 1).map(([name]) => name),
      lost: [...acknowledged].filter((name) => !copies.has(name)),
    };
    return report;
  } finally {
    running = false;
    await Promise.all(traffic);
    rmSync(work, { recursive: true, force: true });
  }
}

export const describeReport = (r: SoakReport) =>
  `kills ${r.kills}, attempts ${r.attempts}, acknowledged ${r.acknowledged}, not acknowledged ${r.notAcknowledged}, ` +
  `stored ${r.stored}, duplicates ${r.duplicates.length}, lost ${r.lost.length}`;

const some = (names: string[]) => `${names.slice(0, 10).join(", ")}${names.length > 10 ? " …" : ""}`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const report = await runSoak({ seconds: Number(process.env.SOAK_SECONDS ?? 20) });
    console.log(describeReport(report));
    if (report.lost.length) console.error(`Lost acknowledged submissions: ${some(report.lost)}`);
    if (report.duplicates.length) console.error(`Submissions stored more than once: ${some(report.duplicates)}`);
    if (report.lost.length || report.duplicates.length) process.exit(1);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
