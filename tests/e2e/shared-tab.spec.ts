/**
 * The tab the tests of a worker take turns in (helpers/test.ts) comes to each test as a new one would: the first
 * test leaves behind all it can, the second finds none of it.
 */
import { expect, test } from "./helpers/test";

test.describe.configure({ mode: "serial" });

const STORED = "left-by-the-first-test";
/** What the first test's listener hears. */
const heard: string[] = [];

test("a test may leave storage, routes, scripts, listeners, permissions and media behind", async ({
  page,
  context,
}) => {
  await page.goto("/about");
  await page.evaluate((value) => {
    localStorage.setItem(value, "1");
    sessionStorage.setItem(value, "1");
  }, STORED);
  await page.addInitScript(() => Object.assign(window, { leftOver: true }));
  await context.addInitScript(() => Object.assign(window, { leftOverInContext: true }));
  await page.route("**/robots.txt", (route) => route.fulfill({ body: "stand-in" }));
  page.on("console", (message) => heard.push(message.text()));
  context.on("console", (message) => heard.push(message.text()));
  await context.grantPermissions(["clipboard-read"]);
  await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "dark" });
  await page.setViewportSize({ width: 500, height: 500 });
  await context.newPage();
});

test("the next test in the worker finds none of it", async ({ page, context, viewport }) => {
  await page.goto("/contact");
  expect(context.pages()).toEqual([page]);
  expect(page.viewportSize()).toEqual(viewport);
  const state = await page.evaluate(async (value) => {
    await new Promise((done) => setTimeout(done, 0));
    console.log("a message no listener of the first test hears");
    return {
      local: localStorage.getItem(value),
      session: sessionStorage.getItem(value),
      scripts: "leftOver" in window || "leftOverInContext" in window,
      reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
      dark: matchMedia("(prefers-color-scheme: dark)").matches,
      clipboard: (await navigator.permissions.query({ name: "clipboard-read" as PermissionName })).state,
      robots: await (await fetch("/robots.txt")).text(),
    };
  }, STORED);
  expect(state).toMatchObject({ local: null, session: null, scripts: false, reducedMotion: false, dark: false });
  expect(state.clipboard).not.toBe("granted");
  expect(state.robots).not.toBe("stand-in");
  expect(heard).not.toContain("a message no listener of the first test hears");
});
