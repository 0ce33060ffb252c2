/**
 * `npm run soak`: posts submissions to the local inbox while the server is killed (SIGKILL) and
 * restarted, then checks that every acknowledged submission is in the file. Loopback only, bounded
 * (SOAK_SECONDS, default 20), never part of `npm test`. Exits 1 if any acknowledged record is lost.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { loadSiteConfig } from "../app/config/load.ts";
import { INBOX_FILE } from "../server/inbox.ts";
import { readRecords } from "../server/store.ts";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 20);
const CLIENTS = 8;
/** Traffic runs this long (random within) between the server being up and being killed. */
const UP_MS = [300, 1500] as const;

const work = mkdtempSync(join(tmpdir(), "soak-"));
const inboxDir = join(work, "inbox");
// A minimal build: the server needs only its headers file and the two 404 pages to start.
const buildDir = join(work, "build");
mkdirSync(join(buildDir, "client/network"), { recursive: true });
writeFileSync(join(buildDir, "headers.json"), JSON.stringify({ common: {}, pages: {} }));
writeFileSync(join(buildDir, "client/404.html"), "not found");
writeFileSync(join(buildDir, "client/network/404.html"), "not found");

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const { accessKey } = loadSiteConfig(process.env).forms;

function startServer(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
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
    stdio: "ignore",
  });
}

const acknowledged = new Set<string>();
let attempts = 0;
let failures = 0;
let running = true;

async function client(n: number) {
  let i = 0;
  while (running) {
    const name = `soak-${n}-${i++}`;
    attempts++;
    try {
      const body = new FormData();
      body.append("access_key", accessKey);
      body.append("name", name);
      body.append("message", "x".repeat(2000));
      const res = await fetch(`${base}/submit`, { method: "POST", body, signal: AbortSignal.timeout(5000) });
      const json = (await res.json()) as { success?: boolean };
      if (res.status === 200 && json.success) acknowledged.add(name);
      else failures++;
    } catch {
      // Refused or cut off while the server was down: never acknowledged, so the visitor would retry.
      failures++;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function whenUp() {
  for (;;) {
    try {
      await fetch(`${base}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await sleep(100);
    }
  }
}

const deadline = Date.now() + SECONDS * 1000;
const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
let kills = 0;
while (Date.now() < deadline) {
  const server = startServer();
  await whenUp();
  await sleep(UP_MS[0] + Math.random() * (UP_MS[1] - UP_MS[0]));
  server.kill("SIGKILL");
  kills++;
}
running = false;
await Promise.all(clients);

const stored = new Set<string>();
for await (const record of readRecords(join(inboxDir, INBOX_FILE))) stored.add(String(record.fields.name));
const lost = [...acknowledged].filter((name) => !stored.has(name));
rmSync(work, { recursive: true, force: true });

console.log(
  `kills ${kills}, attempts ${attempts}, acknowledged ${acknowledged.size}, not acknowledged ${failures}, stored ${stored.size}, lost ${lost.length}`,
);
if (lost.length) {
  console.error(`Lost acknowledged submissions: ${lost.slice(0, 10).join(", ")}${lost.length > 10 ? " …" : ""}`);
  process.exit(1);
}
