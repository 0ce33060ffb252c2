/**
 * The browser tests' `test`: Playwright's, with one tab per worker that its tests take turns in
 * (docs/decisions/browser-tests-share-a-tab.md). A new context's first page load costs about twice the CPU of a
 * load in a tab that has loaded the site before, and this suite is bound by CPU.
 *
 * Between two tests the tab is put back as a new one would be: its routes, init scripts and listeners removed, the
 * site's storage and cookies cleared, permissions withdrawn, emulated media and the test's viewport set again,
 * other pages closed. The HTTP cache is kept, as a returning visitor's is; a file whose checks read what came over
 * the wire (bytes, bodies) asks for its own context with `test.use({ ownContext: true })`. What cannot be undone
 * (a fake clock installed, a DevTools session opened) or a failed test retires the tab, and the next test opens
 * another.
 */
import {
  type BrowserContext,
  type BrowserContextOptions,
  type Disposable,
  type Page,
  test as base,
} from "@playwright/test";

export { expect } from "@playwright/test";

type Tab = {
  options: BrowserContextOptions;
  context: BrowserContext;
  page: Page;
  spent: boolean;
  undo: Disposable[];
};

/** The events a test may listen to on its page: what it listens to ends with it. */
const PAGE_EVENTS = [
  "console",
  "pageerror",
  "request",
  "response",
  "requestfinished",
  "requestfailed",
  "dialog",
  "popup",
  "framenavigated",
  "load",
  "domcontentloaded",
  "filechooser",
  "download",
  "crash",
  "close",
] as const;

/** The events a test may listen to on its context. */
const CONTEXT_EVENTS = [
  "page",
  "console",
  "dialog",
  "request",
  "response",
  "requestfinished",
  "requestfailed",
  "weberror",
];

/** Marks the tab spent when the test calls one of `methods` of `target`, whose effect outlives the test. */
function spendOn<T extends object>(target: T, methods: (keyof T & string)[], tab: Tab) {
  for (const method of methods) {
    const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
    (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
      tab.spent = true;
      return original(...args);
    };
  }
}

/** Keeps what `method` returns to undo, for an API whose effect a returned Disposable removes. */
function undoable<T extends object>(target: T, method: keyof T & string, tab: Tab) {
  const original = (target[method] as (...args: unknown[]) => Promise<Disposable>).bind(target);
  (target as Record<string, unknown>)[method] = async (...args: unknown[]) => {
    const disposable = await original(...args);
    tab.undo.push(disposable);
    return disposable;
  };
}

/** What a tab is opened with: its options but the viewport, which a test may set on the tab it is given. */
const tabKey = (options: BrowserContextOptions) => JSON.stringify({ ...options, viewport: undefined });

async function openTab(context: BrowserContext, options: BrowserContextOptions): Promise<Tab> {
  const page = await context.newPage();
  const tab: Tab = { options, context, page, spent: false, undo: [] };
  spendOn(page.clock, ["install", "pauseAt", "setFixedTime", "setSystemTime", "runFor", "fastForward", "resume"], tab);
  spendOn(context, ["newCDPSession", "setGeolocation", "setOffline", "setExtraHTTPHeaders"], tab);
  undoable(page, "addInitScript", tab);
  undoable(context, "addInitScript", tab);
  return tab;
}

/** Puts the tab back as a new one would be for the next test; false when it cannot be. */
async function reset(tab: Tab) {
  const { context, page } = tab;
  if (tab.spent || page.isClosed()) return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  for (const event of PAGE_EVENTS) await page.removeAllListeners(event, { behavior: "ignoreErrors" });
  for (const event of CONTEXT_EVENTS) await context.removeAllListeners(event, { behavior: "ignoreErrors" });
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  for (const disposable of tab.undo.splice(0)) await disposable.dispose();
  await context.clearPermissions();
  await context.clearCookies();
  // The site keeps a visitor's lists and choices in its origin's storage. Cleared from a small document of the
  // site, so that no page of it is left running to write again.
  const url = new URL(page.url());
  if (url.protocol.startsWith("http")) {
    await page.goto(new URL("/robots.txt", url).href);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  const { colorScheme = null, reducedMotion = null, forcedColors = null, contrast = null } = tab.options;
  await page.emulateMedia({ media: null, colorScheme, reducedMotion, forcedColors, contrast });
  await page.mouse.move(-1, -1);
  return true;
}

export const test = base.extend<{ ownContext: boolean }, { tabs: { current?: Tab } }>({
  ownContext: [false, { option: true }],
  tabs: [
    // Named so that the worker's browser, which the tab's context belongs to, is closed after it.
    async ({ browser: _closedAfter }, run) => {
      const tabs: { current?: Tab } = {};
      await run(tabs);
      await tabs.current?.context.close();
    },
    { scope: "worker" },
  ],
  // Every context option a test may set, as Playwright's own context fixture reads them. Playwright learns a
  // fixture's dependencies from the names in its first parameter and refuses a rest element there, so the names are
  // written out and gathered again below.
  context: async (
    {
      browser,
      tabs,
      ownContext,
      contextOptions,
      acceptDownloads,
      bypassCSP,
      colorScheme,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
    },
    run,
    testInfo,
  ) => {
    const set = {
      acceptDownloads,
      bypassCSP,
      colorScheme,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      serviceWorkers,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
    };
    const options = {
      ...contextOptions,
      ...Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined)),
    } as BrowserContextOptions;
    if (ownContext) {
      const context = await browser.newContext(options);
      await run(context);
      await context.close();
      return;
    }
    // A test that sets another viewport takes the same tab; any other option needs a tab opened with it.
    if (!tabs.current || tabKey(tabs.current.options) !== tabKey(options)) {
      await tabs.current?.context.close();
      tabs.current = await openTab(await browser.newContext(options), options);
    }
    const tab = tabs.current;
    if (viewport && JSON.stringify(tab.page.viewportSize()) !== JSON.stringify(viewport))
      await tab.page.setViewportSize(viewport);
    await run(tab.context);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (!passed || !(await reset(tab).catch(() => false))) {
      tabs.current = undefined;
      await tab.context.close();
    }
  },
  page: async ({ context, tabs, ownContext }, run) => {
    await run(ownContext ? await context.newPage() : tabs.current!.page);
  },
});
