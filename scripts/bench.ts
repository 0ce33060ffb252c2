/**
 * `npm run bench`: builds the site, serves the production build, runs Lighthouse (mobile emulation, its default
 * simulated throttling) three times on each benchmark page with Debian's Chromium, and writes the medians to
 * bench/results.md. A benchmark, not a test: it is not part of `npm test`.
 *
 *   npm run bench                         build into $BUILD_DIR (default "build"), then measure
 *   npm run bench -- --no-build           measure the existing build
 *   RUNS=5 npm run bench                  more runs per page
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import os from "node:os";
import { join } from "node:path";

import lighthouse from "lighthouse";

import { HOME_JS_BUDGET_BYTES } from "./budgets.ts";

const PAGES = ["/", "/home-shifting", "/contact", "/network/patna"];
const RUNS = Number(process.env.RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const OUT = "bench/results.md";

/** The issue's budget; `min` for scores, `max` for metrics. */
const BUDGET = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  bestPractices: { min: 95 },
  seo: { min: 100 },
  lcpMs: { max: 2000 },
  tbtMs: { max: 150 },
  cls: { max: 0.02 },
} as const;

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  /** Audits that did not pass, with Lighthouse's own wording. */
  failing: { category: string; id: string; title: string; displayValue?: string; score: number }[];
  userAgent: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Debian's Chromium, headless, with a DevTools port Lighthouse connects to. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(os.tmpdir(), "bench-chromium-"));
  const child = spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-default-apps",
      "--disable-extensions",
      "--disable-sync",
      "--no-first-run",
      "--no-default-browser-check",
      "--mute-audio",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // Chromium's helpers can still be flushing their cache; a leftover temporary profile is harmless.
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`bench: Chromium did not start\n${log}`)), 30_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`bench: Chromium exited (${code})\n${log}`));
    });
  }).catch(async (e: unknown) => {
    await close();
    throw e;
  });
  return { port, close };
}

/** Size of the brotli body the server sends for one URL (headers not counted; node:http does not decompress). */
function brotliSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      let size = 0;
      res.on("data", (chunk: Buffer) => (size += chunk.length));
      res.on("end", () => resolve(size));
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** Compressed JavaScript of a page: every script Lighthouse saw it load, including chunks fetched after hydration. */
async function compressedBytes(urls: string[]) {
  const sizes = await Promise.all([...new Set(urls)].filter((u) => u.startsWith("http://")).map(brotliSize));
  return sizes.reduce((a, b) => a + b, 0);
}

const score = (s: number | null | undefined) => Math.round((s ?? 0) * 100);

async function measure(url: string): Promise<Run> {
  const chromium = await launchChromium();
  try {
    // Lighthouse's default config: mobile form factor and screen, simulated slow 4G and 4× CPU slowdown.
    const result = await lighthouse(url, {
      port: chromium.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`bench: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const requests =
      (audit("network-requests")?.details as { items?: { url?: string; resourceType?: string }[] } | undefined)
        ?.items ?? [];
    const failing: Run["failing"] = [];
    for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
      for (const ref of auditRefs) {
        const a = lhr.audits[ref.id];
        if (
          !a ||
          a.score === null ||
          a.score >= 0.9 ||
          a.scoreDisplayMode === "informative" ||
          a.scoreDisplayMode === "notApplicable"
        )
          continue;
        if (category === "performance" && ref.weight === 0 && !ref.group) continue;
        failing.push({ category, id: a.id, title: a.title, displayValue: a.displayValue, score: a.score });
      }
    }
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories["best-practices"]?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: audit("largest-contentful-paint")?.numericValue ?? NaN,
      tbtMs: audit("total-blocking-time")?.numericValue ?? NaN,
      cls: audit("cumulative-layout-shift")?.numericValue ?? NaN,
      jsBytes: await compressedBytes(requests.filter((r) => r.resourceType === "Script").map((r) => r.url ?? "")),
      failing,
      userAgent: lhr.environment.hostUserAgent,
    };
  } finally {
    await chromium.close();
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

type Key = keyof typeof BUDGET | "jsBytes";
const keys: Key[] = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "jsBytes"];

/** Whether a page's median misses its budget; the JavaScript budget applies to the home page only. */
function overBudget(path: string, key: Key, value: number) {
  if (key === "jsBytes") return path === "/" && value > HOME_JS_BUDGET_BYTES;
  const b: { min?: number; max?: number } = BUDGET[key];
  // Written as "not within" so that a missing metric (NaN) counts as a miss.
  return !((b.min === undefined || value >= b.min) && (b.max === undefined || value <= b.max));
}

const format: Record<Key, (v: number) => string> = {
  performance: String,
  accessibility: String,
  bestPractices: String,
  seo: String,
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  jsBytes: (v) => `${(v / 1024).toFixed(1)} KB`,
};

// 1. Build.
if (!process.argv.includes("--no-build")) {
  console.log(`bench: building into ${BUILD_DIR} …`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR } });
}

// 2. Serve the production build.
const port = await freePort();
const origin = `http://localhost:${port}`;
const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "localhost",
    BUILD_DIR,
    INBOX_DIR: join(os.tmpdir(), "bench-inbox"),
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const stopServer = () => server.exitCode === null && server.kill("SIGTERM");
process.on("exit", stopServer);

const results: { path: string; runs: Run[]; medians: Record<Key, number> }[] = [];
try {
  await waitFor(origin);
  // 3. Lighthouse, RUNS times per page.
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const run = await measure(origin + path);
      console.log(
        `bench: ${path} run ${i}/${RUNS}: perf ${run.performance}, a11y ${run.accessibility}, bp ${run.bestPractices}, seo ${run.seo}, LCP ${format.lcpMs(run.lcpMs)}, TBT ${format.tbtMs(run.tbtMs)}, CLS ${format.cls(run.cls)}, JS ${format.jsBytes(run.jsBytes)}`,
      );
      runs.push(run);
    }
    const medians = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as Record<Key, number>;
    results.push({ path, runs, medians });
  }
} finally {
  stopServer();
}

// 4. Report.
const chromiumVersion = execFileSync(CHROMIUM, ["--version"], { encoding: "utf8" }).trim().split("\n")[0];
const lighthouseVersion = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve("lighthouse/package.json"), "utf8")) as {
    version: string;
  }
).version;
const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
const commit = `${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain", "--untracked-files=no") ? " with uncommitted changes" : ""}`;
const headers = [
  "Page",
  "Performance",
  "Accessibility",
  "Best practices",
  "SEO",
  "LCP",
  "TBT",
  "CLS",
  "JS (compressed)",
];
const budgetRow = [
  "**Budget**",
  "≥ 95",
  "100",
  "≥ 95",
  "100",
  "≤ 2.00 s",
  "≤ 150 ms",
  "≤ 0.020",
  `≤ ${HOME_JS_BUDGET_BYTES / 1024} KB on /`,
];
const row = (r: (typeof results)[number]) => [
  `\`${r.path}\``,
  ...keys.map((k) => {
    const v = r.medians[k];
    return overBudget(r.path, k, v) ? `**${format[k](v)}** ✗` : format[k](v);
  }),
];
const table = [headers, headers.map(() => "---"), budgetRow, ...results.map(row)]
  .map((cells) => `| ${cells.join(" | ")} |`)
  .join("\n");

const misses = results.flatMap((r) => {
  const over = keys.filter((k) => overBudget(r.path, k, r.medians[k]));
  if (over.length === 0) return [];
  // Lighthouse's reasons from every run of the page, per missed category (metrics and JS are performance's), most frequent first.
  const categories = new Set<string>(
    over.map((k) =>
      k === "accessibility"
        ? "accessibility"
        : k === "bestPractices"
          ? "best-practices"
          : k === "seo"
            ? "seo"
            : "performance",
    ),
  );
  const seen = new Map<string, { category: string; text: string; count: number }>();
  for (const run of r.runs) {
    for (const f of run.failing) {
      if (!categories.has(f.category)) continue;
      const key = `${f.category}/${f.id}`;
      const text = `${f.category}: ${f.title}${f.displayValue ? ` (${f.displayValue})` : ""} [\`${f.id}\`]`;
      const prev = seen.get(key);
      seen.set(key, { category: f.category, text: prev?.text ?? text, count: (prev?.count ?? 0) + 1 });
    }
  }
  const reasons = [...categories].flatMap((c) =>
    [...seen.values()]
      .filter((x) => x.category === c)
      .sort((a, b) => b.count - a.count)
      .slice(0, 8),
  );
  return [
    `### \`${r.path}\`: ${over.map((k) => `${k} ${format[k](r.medians[k])}`).join(", ")}`,
    "",
    ...(reasons.length
      ? reasons.map((x) => `- ${x.text} — in ${x.count} of ${r.runs.length} runs`)
      : ["- Lighthouse lists no failing audit."]),
    "",
  ];
});

const md = `# Benchmark

Medians of ${RUNS} Lighthouse runs per page on the production build served by \`server/index.ts\` (pre-compressed
brotli, the real headers), written by \`npm run bench\` (scripts/bench.ts).

- Date: ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}
- Code: commit ${commit}
- Machine: ${os.availableParallelism()} CPUs (nproc; ${cpu}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory, ${os.type()} ${os.release()}, Node ${process.version}
- Browser: ${chromiumVersion}, headless
- Lighthouse ${lighthouseVersion}, default settings: mobile emulation (412×823 screen), simulated slow 4G and 4× CPU slowdown
- JS (compressed) is the brotli body size of every script Lighthouse saw the page load, including chunks fetched after hydration (response headers not counted).

${table}

## Below budget

${misses.length ? misses.join("\n") : "Nothing: every page meets every budget.\n"}`;

mkdirSync("bench", { recursive: true });
writeFileSync(OUT, md);
console.log(`\n${md}\nbench: wrote ${OUT}`);
