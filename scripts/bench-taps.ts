/**
 * `TAPS=1 npm run bench` (on the existing build): how fast a tap answers on the review's slowed phone
 * (scripts/tap-probe.ts: 4× CPU, 1.6 Mbps, 150 ms), from the touch to the button's pending frame and to its dialog's
 * first frame, for each of BENCHED_TAPS. Two taps per page: once the page has settled (hydrated, then no request
 * finished for a second), and as soon as the button shows (not on home, whose own pop-up would open over it). With
 * AGAINST=<build dir> every run alternates the two builds (before, after, before…), and the report gives the medians
 * and the ratio after ÷ before. Written as the "Taps" section of bench/results.md (or BENCH_OUT), which keeps the rest
 * of the file.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

import { chromium, type Page } from "@playwright/test";

import { gotoHydrated } from "../tests/e2e/helpers/hydration.ts";
import { serve, stopServers } from "./bench-serve.ts";
import { BENCHED_TAPS, tapAnswer, throttle, watchTap } from "./tap-probe.ts";

const MOMENTS = ["settled", "early"] as const;

/**
 * Home opens its own pop-up once it has loaded: it is closed first, as a visitor would, and a tap made before it
 * opens would be covered by it, so there only the settled page's tap is timed.
 */
const opensOwnPopup = (path: string) => path === "/";
const momentsOf = (path: string) => (opensOwnPopup(path) ? MOMENTS.slice(0, 1) : MOMENTS);

async function closeOwnPopup(page: Page) {
  const sheet = page.getByTestId("quote-sheet");
  await sheet.waitFor({ timeout: 30_000 });
  await page.keyboard.press("Escape");
  await sheet.waitFor({ state: "hidden" });
}

/** Resolves once the page has finished no request for `ms`: what it fetches when idle after load is in. */
async function networkQuiet(page: Page, ms: number) {
  for (let seen = -1; ;) {
    const now = await page.evaluate(() => performance.getEntriesByType("resource").length);
    if (now === seen) return;
    seen = now;
    await page.waitForTimeout(ms);
  }
}

const RUNS = Number(process.env.RUNS ?? 5);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const AGAINST = process.env.AGAINST;
const OUT = process.env.BENCH_OUT ?? "bench/results.md";
const HEADING = "## Taps on a slowed phone";

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

type Times = { feedback: (number | null)[]; visible: (number | null)[] };

export async function benchTaps() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const times = new Map<string, Times>();
  const record = (key: string, feedback: number | null, visible: number | null) => {
    const t = times.get(key) ?? { feedback: [], visible: [] };
    t.feedback.push(feedback);
    t.visible.push(visible);
    times.set(key, t);
  };
  try {
    const after = await serve(BUILD_DIR);
    const before = AGAINST ? await serve(AGAINST) : undefined;
    const builds = before
      ? ([
          ["before", before],
          ["after", after],
        ] as const)
      : ([["after", after]] as const);
    for (let i = 1; i <= RUNS; i++)
      for (const c of BENCHED_TAPS)
        for (const moment of momentsOf(c.path))
          for (const [label, origin] of builds) {
            const context = await browser.newContext({
              viewport: { width: 390, height: 844 },
              hasTouch: true,
              isMobile: true,
            });
            const page = await context.newPage();
            await throttle(page);
            if (moment === "settled") {
              // Hydrated first: the page's script starts after its first paint, so the network can fall quiet
              // before it has even begun, and a tap then is an early one.
              page.setDefaultTimeout(60_000);
              await gotoHydrated(page, origin + c.path);
              await networkQuiet(page, 1000);
              if (opensOwnPopup(c.path)) await closeOwnPopup(page);
            } else {
              await page.goto(origin + c.path, { waitUntil: "commit" });
              await page.locator(c.button).first().waitFor();
            }
            await watchTap(page, c.button, c.dialog);
            const box = (await page.locator(c.button).first().boundingBox())!;
            await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
            const answer = await tapAnswer(page, 30_000);
            record(`${c.path}|${moment}|${label}`, answer.feedbackMs, answer.visibleMs);
            console.log(
              `bench: taps: ${c.path} ${moment} ${label} run ${i}/${RUNS}: pending ${answer.feedbackMs?.toFixed(0) ?? "never"} ms, dialog ${answer.visibleMs?.toFixed(0) ?? "never"} ms`,
            );
            await context.close();
          }
  } finally {
    await browser.close();
    stopServers();
  }

  const cell = (values: (number | null)[] | undefined) => {
    if (!values) return "–";
    const seen = values.filter((v): v is number => v !== null);
    if (!seen.length) return "never";
    return `${Math.round(median(seen))} ms${seen.length < values.length ? ` (${values.length - seen.length} never)` : ""}`;
  };
  const ratio = (a: (number | null)[] | undefined, b: (number | null)[] | undefined) => {
    const x = a?.filter((v): v is number => v !== null) ?? [];
    const y = b?.filter((v): v is number => v !== null) ?? [];
    return x.length && y.length ? `×${(median(y) / median(x)).toFixed(2)}` : "–";
  };
  const rows = BENCHED_TAPS.flatMap((c) =>
    momentsOf(c.path).map((m) => {
      const b = times.get(`${c.path}|${m}|before`);
      const a = times.get(`${c.path}|${m}|after`)!;
      return `| ${c.name} on \`${c.path}\`, ${m === "settled" ? "page settled" : "tapped as soon as shown"} | ${cell(b?.feedback)} → ${cell(a.feedback)} | ${cell(b?.visible)} → ${cell(a.visible)} | ${ratio(b?.visible, a.visible)} |`;
    }),
  );
  const section = `${HEADING}

_Written by \`TAPS=1 npm run bench\` (scripts/bench-taps.ts), ${new Date().toISOString().replace(/\.\d+Z$/, "Z")}, load average
(1 min) ${os.loadavg()[0]!.toFixed(2)} after._ ${RUNS} runs per row at 390 px, CPU slowed 4× and the network at 1.6 Mbps /
150 ms (Chrome DevTools Protocol), a fresh browser context per run; ${AGAINST ? `each run alternating the build in \`${AGAINST}\` (before) with this one (after)` : "this build only"}. Medians from the
touch to the first frame with the button pending and to the first frame with the dialog shown; "never" is a
button that never showed pending.

| Tap | Pending, before → after | Dialog shown, before → after | Dialog, after ÷ before |
| --- | --- | --- | --- |
${rows.join("\n")}
`;
  const old = existsSync(OUT) ? readFileSync(OUT, "utf8") : "";
  const start = old.indexOf(HEADING);
  const next = start < 0 ? -1 : old.indexOf("\n## ", start + HEADING.length);
  const md =
    start < 0
      ? `${old.trimEnd()}\n\n${section}`
      : `${old.slice(0, start)}${section}${next < 0 ? "" : old.slice(next + 1)}`;
  writeFileSync(OUT, md);
  console.log(`\n${section}\nbench: wrote the taps to ${OUT}`);
}
