/**
 * `npm run bench`: builds the site, serves the production build, runs Lighthouse (mobile emulation, its default
 * simulated throttling) RUNS times (5 by default) on each benchmark page with Debian's Chromium, writes the
 * median and the worst run of each page, and the phases of its LCP, to bench/results.md, and exits non-zero
 * when a page misses a goal. A benchmark, not a test: it is not part of `npm test`.
 *
 *   npm run bench                         build into $BUILD_DIR (default "build"), then measure; the pages take
 *                                         turns (run 1 of every page, then run 2…) and each translated page is
 *                                         reported against its English page: LCP within 200 ms, TBT within budget
 *   npm run bench -- --no-build           measure the existing build
 *   RUNS=3 npm run bench                  fewer runs per page
 *   PAGES=/,/contact npm run bench        only these pages
 *   BENCH_OUT=/tmp/x.md npm run bench     write the report elsewhere (an experiment, not the record)
 *   AGAINST=/tmp/before npm run bench     compare with another build (of an older commit, built with BUILD_DIR=…):
 *                                         both served side by side, each page's runs alternating before, after,
 *                                         before…, so that a busy machine weighs on both alike; reports medians,
 *                                         worst runs and the ratio after/before
 *   TAPS=1 npm run bench                  only the taps on a slowed phone (scripts/bench-taps.ts) on the existing
 *                                         build: touch to pending and to the dialog; AGAINST= alternates builds
 *   THROTTLING=devtools npm run bench     Chromium itself slowed (DevTools' 4× CPU and slow-4G network) instead of
 *                                         Lighthouse's simulation: a gain must show in a browser really slowed, not
 *                                         only in the simulation's accounting; the timing goals are set for the
 *                                         simulation, so they are reported, not judged
 *   FLOOR=1 npm run bench                 compare with the same build without its module scripts: what the
 *                                         machine itself leaves of the goals (a page that runs no script of its
 *                                         own still has blocking time on a busy machine); says whether this
 *                                         machine can judge the main-thread goals at all
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import { dirname, join } from "node:path";

import lighthouse from "lighthouse";

import { englishPath, localePath, translatedLocales } from "../app/config/locales.ts";
import { serve, stopServers } from "./bench-serve.ts";
import { HOME_JS_BUDGET_BYTES, PAGE_JS_BUDGET_BYTES } from "./budgets.ts";
import { dropModulePreloads, walk, writeCompressedCopies } from "./postbuild.ts";

/** Home, a service page, contact, a city page and the estimator; their twins in every language join when built. */
const PAGE_TYPES = ["/", "/home-shifting", "/contact", "/network/patna", "/cost-estimator"];
if (process.env.TAPS === "1") {
  const { benchTaps } = await import("./bench-taps.ts");
  await benchTaps();
  process.exit();
}

const RUNS = Number(process.env.RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const OUT = process.env.BENCH_OUT ?? "bench/results.md";
const FLOOR = process.env.FLOOR === "1";
const THROTTLING = ((method = "simulate") => {
  if (method === "simulate" || method === "devtools") return method;
  throw new Error(`bench: THROTTLING is "simulate" (the default) or "devtools", not "${method}"`);
})(process.env.THROTTLING);
/** The timing goals are set for Lighthouse's simulation; a browser really slowed is slower, so they are not judged there. */
const TIMED: Key[] = ["performance", "lcpMs", "tbtMs", "longTaskMs"];
const judged = (key: Key) => THROTTLING === "simulate" || !TIMED.includes(key);
if (FLOOR && process.env.AGAINST)
  throw new Error("bench: FLOOR and AGAINST each name the build to compare with; set one");

const built = (path: string) => existsSync(join(BUILD_DIR, "client", path, "index.html"));
const pages = () =>
  process.env.PAGES
    ? process.env.PAGES.split(",").map((p) => p.trim())
    : PAGE_TYPES.flatMap((p) => [p, ...translatedLocales.map((l) => localePath(p, l)).filter(built)]);

/**
 * The goals (docs/decisions/benchmark.md): each applies to the median of the runs or to the worst run ("worst" is
 * the lowest score or the highest time). No task of 50 ms or more while the page loads, in any run, at
 * Lighthouse's CPU slowdown. The JavaScript goals are the budgets: home's, and every other page's.
 */
const GOALS = {
  performance: { median: { min: 100 } },
  accessibility: { median: { min: 100 } },
  bestPractices: { median: { min: 95 } },
  seo: { median: { min: 100 } },
  lcpMs: { median: { max: 1000 }, worst: { max: 1500 } },
  tbtMs: { median: { max: 40 } },
  longTaskMs: { worst: { max: 0 } },
  cls: { worst: { max: 0 } },
} as const;

/** How much later than its English page a translated page may paint its LCP (median against median). */
const TWIN_LCP_GAP_MS = 200;
/** How many times its English page's TBT median a translated page's may be, from the same rounds. */
const TWIN_TBT_RATIO = 1.25;

const PHASES = ["ttfb", "loadDelay", "loadTime", "renderDelay"] as const;
type Phase = (typeof PHASES)[number];

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest task of 50 ms or more while the page loaded, as Lighthouse simulates it; 0 when there is none. */
  longTaskMs: number;
  jsBytes: number;
  /** Lighthouse's LCP breakdown (the largest-contentful-paint-element audit), in ms. */
  phases: Record<Phase, number>;
  /** The LCP element as Lighthouse names it. */
  lcpElement: string;
  /** Audits that did not pass, with Lighthouse's own wording. */
  failing: { category: string; id: string; title: string; displayValue?: string; score: number }[];
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

type Table = { type: "table"; items: Record<string, unknown>[] };

/** The LCP element and the phases from the largest-contentful-paint-element audit (a list of two tables). */
function lcpBreakdown(details: unknown): Pick<Run, "phases" | "lcpElement"> {
  const tables = ((details as { items?: Table[] } | undefined)?.items ?? []).filter((t) => t.type === "table");
  const node = tables[0]?.items[0]?.node as { selector?: string; snippet?: string } | undefined;
  const timings = (tables[1]?.items ?? []).map((i) => Number(i.timing));
  const phases = Object.fromEntries(PHASES.map((p, i) => [p, timings[i] ?? NaN])) as Record<Phase, number>;
  return { phases, lcpElement: node?.selector ?? node?.snippet ?? "?" };
}

async function measure(url: string): Promise<Run> {
  const chromium = await launchChromium();
  try {
    // Lighthouse's default config: mobile form factor and screen, slow 4G and 4× CPU slowdown, simulated unless
    // THROTTLING=devtools.
    const result = await lighthouse(url, {
      port: chromium.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttlingMethod: THROTTLING,
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
      longTaskMs: Math.max(
        0,
        ...((audit("long-tasks")?.details as { items?: { duration?: number }[] } | undefined)?.items ?? []).map(
          (t) => t.duration ?? 0,
        ),
      ),
      jsBytes: await compressedBytes(requests.filter((r) => r.resourceType === "Script").map((r) => r.url ?? "")),
      ...lcpBreakdown(audit("largest-contentful-paint-element")?.details),
      failing,
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

type Key = keyof typeof GOALS | "jsBytes";
const keys: Key[] = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpMs",
  "tbtMs",
  "longTaskMs",
  "cls",
  "jsBytes",
];
/** Scores are better high, times and shifts low: the worst run is the minimum or the maximum. */
const isScore = (k: Key) => k === "performance" || k === "accessibility" || k === "bestPractices" || k === "seo";
const worst = (k: Key, values: number[]) => (isScore(k) ? Math.min(...values) : Math.max(...values));

type Stat = "median" | "worst";
type Bound = { min?: number; max?: number };

/** A page's goal for one statistic of one metric; the JavaScript budget is home's on `/`, every page's elsewhere. */
function goal(key: Key, stat: Stat, path: string): Bound | undefined {
  if (key === "jsBytes")
    return stat === "median" ? { max: path === "/" ? HOME_JS_BUDGET_BYTES : PAGE_JS_BUDGET_BYTES } : undefined;
  return (GOALS[key] as Partial<Record<Stat, Bound>>)[stat];
}

/** Whether a page's median or worst run misses its goal. */
function misses(path: string, key: Key, stat: Stat, value: number) {
  const b = goal(key, stat, path);
  if (!b || !judged(key)) return false;
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
  longTaskMs: (v) => (v > 0 ? `${Math.round(v)} ms` : "none"),
  cls: (v) => v.toFixed(3),
  jsBytes: (v) => `${(v / 1024).toFixed(1)} KiB`,
};
const ms = (v: number) => `${Math.round(v)} ms`;

// 1. Build.
if (!process.argv.includes("--no-build")) {
  console.log(`bench: building into ${BUILD_DIR} …`);
  execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR } });
}

/**
 * FLOOR=1: a copy of the build whose pages load no module script, so nothing hydrates and no chunk is fetched;
 * the pages parse, paint and lay out as they do. Lighthouse's blocking time on them is what the machine adds on
 * its own. The copy's pre-compressed files are written again, since the server sends those.
 */
async function scriptlessCopy(buildDir: string): Promise<string> {
  const dir = mkdtempSync(join(os.tmpdir(), "bench-floor-"));
  cpSync(buildDir, dir, { recursive: true });
  for (const file of walk(join(dir, "client")).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    writeFileSync(file, dropModulePreloads(html).replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, ""));
    await writeCompressedCopies(file);
  }
  return dir;
}
const AGAINST = FLOOR ? await scriptlessCopy(BUILD_DIR) : process.env.AGAINST;
if (FLOOR) process.on("exit", () => rmSync(AGAINST!, { recursive: true, force: true }));

// 2. Serve the production build (and the one to compare with).

/** The machine is shared: its load average (1 min) before and after says how far to trust the numbers. */
const load = () => os.loadavg()[0]!.toFixed(2);
const loadBefore = load();

interface PageResult {
  path: string;
  runs: Run[];
  stats: Record<Stat, Record<Key, number>>;
  phases: Record<Phase, number>;
  lcpElements: string[];
}
const results: PageResult[] = [];
/** With AGAINST, the same pages measured on the build before, run for run alternating with `results`. */
const before: PageResult[] = [];

/** One Lighthouse run; Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): one more try. */
async function run(url: string, label: string) {
  const r = await measure(url).catch((e: unknown) => {
    console.warn(`bench: ${label}: ${String(e)}; trying again`);
    return measure(url);
  });
  const p = r.phases;
  console.log(
    `bench: ${label}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, LCP ${format.lcpMs(r.lcpMs)} (TTFB ${ms(p.ttfb)}, load delay ${ms(p.loadDelay)}, load time ${ms(p.loadTime)}, render delay ${ms(p.renderDelay)}; ${r.lcpElement}), TBT ${format.tbtMs(r.tbtMs)}, longest task ${format.longTaskMs(r.longTaskMs)}, CLS ${format.cls(r.cls)}, JS ${format.jsBytes(r.jsBytes)}, load ${load()}`,
  );
  return r;
}

function pageResult(path: string, runs: Run[]): PageResult {
  const stat = (f: (k: Key, values: number[]) => number) =>
    Object.fromEntries(
      keys.map((k) => [
        k,
        f(
          k,
          runs.map((r) => r[k]),
        ),
      ]),
    ) as Record<Key, number>;
  return {
    path,
    runs,
    stats: { median: stat((_k, v) => median(v)), worst: stat(worst) },
    phases: Object.fromEntries(PHASES.map((p) => [p, median(runs.map((r) => r.phases[p]))])) as Record<Phase, number>,
    lcpElements: [...new Set(runs.map((r) => r.lcpElement))],
  };
}

try {
  const origin = await serve(BUILD_DIR);
  const baseline = AGAINST ? await serve(AGAINST) : undefined;
  // 3. Lighthouse, RUNS rounds over every page (each run alternating with the build before, when comparing):
  // the pages take turns, so a busy spell weighs on all of them alike and pages compare with each other too.
  const paths = pages();
  const runsOf = new Map(paths.map((path) => [path, { after: [] as Run[], before: [] as Run[] }]));
  for (let i = 1; i <= RUNS; i++)
    for (const path of paths) {
      const runs = runsOf.get(path)!;
      if (baseline) runs.before.push(await run(baseline + path, `${path} before, run ${i}/${RUNS}`));
      runs.after.push(await run(origin + path, `${path}${baseline ? " after," : ""} run ${i}/${RUNS}`));
    }
  for (const [path, runs] of runsOf) {
    results.push(pageResult(path, runs.after));
    if (baseline) before.push(pageResult(path, runs.before));
  }
} finally {
  stopServers();
}
const loadAfter = load();

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

/** Columns of the main table: which statistic of which metric. */
const columns: [string, Key, Stat][] = [
  ["Performance", "performance", "median"],
  ["Perf. worst", "performance", "worst"],
  ["Accessibility", "accessibility", "median"],
  ["Best practices", "bestPractices", "median"],
  ["SEO", "seo", "median"],
  ["LCP median", "lcpMs", "median"],
  ["LCP worst", "lcpMs", "worst"],
  ["TBT median", "tbtMs", "median"],
  ["TBT worst", "tbtMs", "worst"],
  ["Longest task, worst", "longTaskMs", "worst"],
  ["CLS worst", "cls", "worst"],
  ["JS (brotli)", "jsBytes", "median"],
];
const goalText = (k: Key, s: Stat) => {
  if (k === "longTaskMs") return s === "worst" ? "none ≥ 50 ms" : "";
  const b = goal(k, s, "/");
  if (!b) return "";
  const text = b.min !== undefined ? `≥ ${format[k](b.min)}` : `≤ ${format[k](b.max!)}`;
  return k === "jsBytes" ? `${text} on /, ≤ ${format.jsBytes(PAGE_JS_BUDGET_BYTES)} elsewhere` : text;
};
const cell = (r: PageResult, k: Key, s: Stat) => {
  const v = r.stats[s][k];
  return misses(r.path, k, s, v) ? `**${format[k](v)}** ✗` : format[k](v);
};
const mdTable = (rows: string[][]) => rows.map((cells) => `| ${cells.join(" | ")} |`).join("\n");
const table = mdTable([
  ["Page", ...columns.map(([h]) => h)],
  ["---", ...columns.map(() => "---")],
  ["**Goal**", ...columns.map(([, k, s]) => goalText(k, s))],
  ...results.map((r) => [`\`${r.path}\``, ...columns.map(([, k, s]) => cell(r, k, s))]),
]);
const phaseTable = mdTable([
  ["Page", "TTFB", "Load delay", "Load time", "Render delay", "LCP element"],
  ["---", "---", "---", "---", "---", "---"],
  ...results.map((r) => [
    `\`${r.path}\``,
    ...PHASES.map((p) => ms(r.phases[p])),
    r.lcpElements.map((e) => `\`${e.replaceAll("|", "\\|")}\``).join(", "),
  ]),
]);

const missed = results.flatMap((r) => {
  const over = columns.filter(([, k, s]) => misses(r.path, k, s, r.stats[s][k]));
  if (over.length === 0) return [];
  // Lighthouse's reasons from every run of the page, per missed category (metrics and JS are performance's), most frequent first.
  const categoryOf = (k: Key) =>
    k === "accessibility"
      ? "accessibility"
      : k === "bestPractices"
        ? "best-practices"
        : k === "seo"
          ? "seo"
          : "performance";
  const categories = new Set<string>(over.map(([, k]) => categoryOf(k)));
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
    `### \`${r.path}\`: ${over.map(([h, k, s]) => `${h} ${format[k](r.stats[s][k])}`).join(", ")}`,
    "",
    ...(reasons.length
      ? reasons.map((x) => `- ${x.text} — in ${x.count} of ${r.runs.length} runs`)
      : ["- Lighthouse lists no failing audit."]),
    "",
  ];
});

/** Before → after, and after ÷ before, of one statistic of one metric: the ratio is what a busy machine leaves. */
const change = (k: Key, stat: Stat, i: number) => {
  const [a, b] = [before[i]!.stats[stat][k], results[i]!.stats[stat][k]];
  const ratio = a > 0 ? ` (×${(b / a).toFixed(2)})` : "";
  return `${format[k](a)} → ${format[k](b)}${ratio}`;
};
/**
 * FLOOR=1: the main-thread goals can be judged only where the pages without script meet them; on a machine busy
 * enough that they do not, a miss of the site's pages says more about the machine than about their script.
 */
const floorVerdict = () => {
  const mainThread: Key[] = ["tbtMs", "longTaskMs"];
  const stats: Stat[] = ["median", "worst"];
  const over = before.filter((b) => mainThread.some((k) => stats.some((st) => misses(b.path, k, st, b.stats[st][k]))));
  return over.length
    ? `**This machine cannot judge the main-thread goals**: without any script, ${over.map((b) => `\`${b.path}\` (TBT median ${format.tbtMs(b.stats.median.tbtMs)}, longest task ${format.longTaskMs(b.stats.worst.longTaskMs)})`).join(", ")} already miss them. Judge TBT and long tasks on a quieter machine; the ratios below still compare the two.`
    : "The pages without script meet the main-thread goals on this machine, so the site's figures below can be judged against them.";
};
const comparison = before.length
  ? `## Against ${FLOOR ? "the same pages without their scripts (the machine's floor)" : `the build in \`${AGAINST}\``}

Each page's runs alternated between the two builds (before, after, before…), served side by side by the same
server, so that the machine's load weighed on both alike: compare within this table, not with other days.
${FLOOR ? `\n${floorVerdict()}\n` : ""}
${mdTable([
  [
    "Page",
    "Perf. median",
    "LCP median",
    "LCP worst",
    "TBT median",
    "TBT worst",
    "Longest task, worst",
    "CLS worst",
    "JS (brotli)",
  ],
  ["---", "---", "---", "---", "---", "---", "---", "---", "---"],
  ...results.map((r, i) => [
    `\`${r.path}\``,
    change("performance", "median", i),
    change("lcpMs", "median", i),
    change("lcpMs", "worst", i),
    change("tbtMs", "median", i),
    change("tbtMs", "worst", i),
    change("longTaskMs", "worst", i),
    change("cls", "worst", i),
    change("jsBytes", "median", i),
  ]),
])}

`
  : "";

/** A translated page against its English page, measured in the same rounds: the languages' speed goals. */
const twinRows = results.flatMap((r) => {
  const english = results.find((e) => e.path === englishPath(r.path));
  if (!english || english === r) return [];
  const lcpGap = r.stats.median.lcpMs - english.stats.median.lcpMs;
  const [tbtEnglish, tbt] = [english.stats.median.tbtMs, r.stats.median.tbtMs];
  const tbtRatio = tbt === 0 ? 1 : tbt / tbtEnglish;
  const mark = (ok: boolean, text: string) => (ok ? text : `**${text}** ✗`);
  return [
    [
      `\`${r.path}\``,
      `${format.lcpMs(english.stats.median.lcpMs)} → ${format.lcpMs(r.stats.median.lcpMs)}`,
      mark(lcpGap <= TWIN_LCP_GAP_MS, `${lcpGap >= 0 ? "+" : ""}${Math.round(lcpGap)} ms`),
      mark(!misses(r.path, "tbtMs", "median", tbt), `${format.tbtMs(tbtEnglish)} → ${format.tbtMs(tbt)}`),
      mark(tbtRatio <= TWIN_TBT_RATIO, Number.isFinite(tbtRatio) ? `×${tbtRatio.toFixed(2)}` : "×∞"),
    ],
  ];
});
const twinMisses = twinRows
  .filter((row) => row.some((c) => c.endsWith("✗")))
  .map((row) => `### ${row[0]} against its English page: LCP gap ${row[2]}, TBT ${row[3]} (${row[4]})\n`);
const twins = twinRows.length
  ? `## Each language against English

Each translated page against its English page, from the same rounds. Goals: LCP median within
${TWIN_LCP_GAP_MS} ms of the English page's; TBT median within the budget above${judged("tbtMs") ? "" : " (not judged in a browser really slowed)"}
and within ${TWIN_TBT_RATIO} times the English page's.

${mdTable([["Page", "LCP median, English → page", "Gap", "TBT median, English → page", "TBT ÷ English"], ["---", "---", "---", "---", "---"], ...twinRows])}

`
  : "";

const md = `# Benchmark

${RUNS} Lighthouse runs per page on the production build served by \`server/index.ts\` (pre-compressed brotli,
the real headers), written by \`npm run bench\` (scripts/bench.ts): the median and the worst run of each page.

- Date: ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}
- Code: commit ${commit}
- Machine: ${os.availableParallelism()} CPUs (nproc; ${cpu}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory, ${os.type()} ${os.release()}, Node ${process.version}; load average (1 min) ${loadBefore} before, ${loadAfter} after — the machine is shared, so read the worst runs with that in mind
- Browser: ${chromiumVersion}, headless
- Lighthouse ${lighthouseVersion}, default settings: mobile emulation (412×823 screen), slow 4G and 4× CPU slowdown, ${THROTTLING === "simulate" ? "simulated" : "applied to Chromium itself by DevTools (`THROTTLING=devtools`); the timing goals are set for the simulation and not judged here"}
- JS (brotli) is the brotli body size of every script Lighthouse saw the page load, including chunks fetched after hydration (response headers not counted).

${comparison}${AGAINST ? "## This build\n\n" : ""}${table}

${twins}
## LCP phases (medians)

Lighthouse's LCP breakdown: time to first byte, then for an image the delay before its request and its download,
then the render delay until it is painted (for text, everything after the first byte is render delay).

${phaseTable}

## Missed goals

${missed.length + twinMisses.length ? [...missed, ...twinMisses].join("\n") : "Nothing: every page meets every goal.\n"}`;

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, md);
console.log(`\n${md}\nbench: wrote ${OUT}`);
if (missed.length + twinMisses.length) {
  console.error(
    `bench: ${results.filter((r) => columns.some(([, k, s]) => misses(r.path, k, s, r.stats[s][k]))).length} page(s) missed a goal, ${twinMisses.length} translated page(s) their English page's`,
  );
  process.exitCode = 1;
}
