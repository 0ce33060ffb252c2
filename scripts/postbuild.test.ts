// @vitest-environment node
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { loadSiteConfig } from "../app/config/load.ts";
import { securityHeaders } from "../server/security.ts";
import {
  checkNoStreamedContent,
  checkNotFoundPages,
  deferBootstrap,
  inlineScriptHashes,
  postbuild,
  staticHostHeaders,
  walk,
} from "./postbuild.ts";

const site = loadSiteConfig({ SITE_URL: "https://movers.example" });
const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

const CSS = `body{color:#123}${".pad{margin:0}".repeat(60)}`;
const INLINE = "window.__ctx={a:1}";
const page = (body: string, head = "") =>
  `<!DOCTYPE html><html><head>${head}<style>${CSS}</style>` +
  `<link rel="modulepreload" href="/assets/entry-abc.js"/></head><body>${body}` +
  `<script type="application/ld+json">{"@type":"Thing"}</script><script>${INLINE}</script>` +
  `<script type="module" src="/assets/entry-abc.js"></script></body></html>`;
const noindex = '<meta name="robots" content="noindex"/>';
/** The hreflang links React renders for a page with a Hindi twin. */
const twins = (path: string) =>
  [
    ["en-IN", path],
    ["hi-IN", `/hi${path}`],
    ["x-default", path],
  ]
    .map(([lang, to]) => `<link rel="alternate" hrefLang="${lang}" href="https://movers.example${to}"/>`)
    .join("");

/** A pre-rendered build as `react-router build` leaves it, with the two not-found stand-ins. */
function fakeBuild(root: string) {
  const files: Record<string, string> = {
    "client/index.html": page("<h1>Home</h1>" + "<p>text</p>".repeat(60)),
    "client/about/index.html": page("<h1>About</h1>", twins("/about")),
    "client/hi/about/index.html": page("<h1>हमारे बारे में</h1>", twins("/about")),
    "client/network/patna/index.html": page("<h1>Patna</h1>"),
    "client/thank-you/index.html": page("<h1>Thanks</h1>", noindex),
    "client/__not-found/index.html": page("<h1>Not found</h1>", noindex),
    "client/network/__not-found/index.html": page("<h1>City Not Found</h1>", noindex),
    "client/hi/__not-found/index.html": page("<h1>पेज नहीं मिला</h1>", noindex),
    "client/hi/network/__not-found/index.html": page("<h1>शहर नहीं मिला</h1>", noindex),
    "client/bn/__not-found/index.html": page("<h1>পেজ পাওয়া যায়নি</h1>", noindex),
    "client/bn/network/__not-found/index.html": page("<h1>শহর পাওয়া যায়নি</h1>", noindex),
    "client/__spa-fallback.html": page(""),
    "client/assets/root-abc.css": CSS,
    "client/assets/entry-abc.js": "console.log(1)",
    "client/assets/chunk-abc.js": `export const a = "${"packers and movers ".repeat(12)}";`,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

describe("postbuild on a pre-rendered build", () => {
  let build: string;
  let client: string;
  const read = (path: string) => readFileSync(join(client, path), "utf8");

  beforeEach(() => {
    build = mkdtempSync(join(tmpdir(), "postbuild-"));
    client = join(build, "client");
    fakeBuild(build);
  });
  afterEach(() => rmSync(build, { recursive: true, force: true }));

  it("moves the not-found stand-ins to 404.html and network/404.html and drops the SPA fallback", async () => {
    await postbuild(build, site);
    expect(read("404.html")).toContain("<h1>Not found</h1>");
    expect(read("network/404.html")).toContain("<h1>City Not Found</h1>");
    expect(read("hi/404.html")).toContain("<h1>पेज नहीं मिला</h1>");
    expect(read("hi/network/404.html")).toContain("<h1>शहर नहीं मिला</h1>");
    expect(existsSync(join(client, "hi/__not-found"))).toBe(false);
    expect(existsSync(join(client, "__not-found"))).toBe(false);
    expect(existsSync(join(client, "network/__not-found"))).toBe(false);
    expect(existsSync(join(client, "__spa-fallback.html"))).toBe(false);
  });

  it("removes modulepreloads from every page", async () => {
    await postbuild(build, site);
    for (const file of ["index.html", "about/index.html", "404.html"]) {
      const html = read(file);
      expect(html).toContain(`<style>${CSS}</style>`);
      expect(html).not.toContain("modulepreload");
    }
  });

  it("gives every page a CSP allowing its inline script by hash, for this server and for static hosts", async () => {
    await postbuild(build, site);
    const headers = JSON.parse(readFileSync(join(build, "headers.json"), "utf8")) as {
      common: Record<string, string>;
      pages: Record<string, { csp: string }>;
    };
    expect(Object.keys(headers.pages).sort()).toEqual([
      "/404.html",
      "/about/index.html",
      "/bn/404.html",
      "/bn/network/404.html",
      "/hi/404.html",
      "/hi/about/index.html",
      "/hi/network/404.html",
      "/index.html",
      "/network/404.html",
      "/network/patna/index.html",
      "/thank-you/index.html",
    ]);
    expect(headers.pages["/about/index.html"]?.csp).toContain(`'${sha(INLINE)}'`);
    expect(headers.common["X-Content-Type-Options"]).toBe("nosniff");

    const cdn = read("_headers");
    expect(cdn).toContain(`/about/\n  Content-Security-Policy: ${headers.pages["/about/index.html"]?.csp}\n`);
    expect(cdn).toContain(`/about\n  Content-Security-Policy: `);
    expect(cdn).toContain(`/network/404\n  Content-Security-Policy: `);
    expect(cdn).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
    expect(JSON.parse(readFileSync(join(build, "site.json"), "utf8"))).toEqual(site);
  });

  it("lists the indexable pages in the sitemap and points robots.txt at it", async () => {
    const summary = await postbuild(build, site);
    const locs = [...read("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://movers.example/",
      "https://movers.example/about",
      "https://movers.example/hi/about",
      "https://movers.example/network/patna",
    ]);
    // Each twin names both languages, as its page does.
    const alternates = (loc: string) =>
      new RegExp(`<url><loc>${loc}</loc>(.*?)</url>`)
        .exec(read("sitemap.xml"))?.[1]
        ?.match(/hreflang="[^"]+" href="[^"]+"/g);
    const pair = [
      'hreflang="en-IN" href="https://movers.example/about"',
      'hreflang="hi-IN" href="https://movers.example/hi/about"',
      'hreflang="x-default" href="https://movers.example/about"',
    ];
    expect(alternates("https://movers.example/about")).toEqual(pair);
    expect(alternates("https://movers.example/hi/about")).toEqual(pair);
    expect(alternates("https://movers.example/network/patna")).toBeNull();
    expect(read("sitemap.xml")).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(read("robots.txt")).toContain("Sitemap: https://movers.example/sitemap.xml");
    expect(summary).toEqual({ pages: 11, sitemapUrls: 4 });
  });

  it("writes brotli and gzip copies of text files, only where the copy is smaller", async () => {
    await postbuild(build, site);
    const home = readFileSync(join(client, "index.html"));
    expect(brotliDecompressSync(readFileSync(join(client, "index.html.br")))).toEqual(home);
    expect(gunzipSync(readFileSync(join(client, "index.html.gz")))).toEqual(home);
    expect(existsSync(join(client, "assets/root-abc.css.br"))).toBe(true);
    // A 250-byte chunk still shrinks, so it gets its copies; "console.log(1)": 14 bytes that no encoding makes smaller.
    expect(existsSync(join(client, "assets/entry-abc.js.br"))).toBe(false);
    expect(existsSync(join(client, "assets/entry-abc.js.gz"))).toBe(false);
    expect(existsSync(join(client, "assets/chunk-abc.js.br"))).toBe(true);
    expect(walk(client).filter((f) => f.endsWith(".br.br") || f.endsWith(".gz.br"))).toEqual([]);
  });

  it("writes no compressed copy for a build only tests read", async () => {
    await postbuild(build, site, { compress: false });
    expect(walk(client).filter((f) => /\.(br|gz)$/.test(f))).toEqual([]);
    expect(read("index.html")).not.toContain("modulepreload");
  });
});

describe("checkNotFoundPages", () => {
  let client: string;
  beforeEach(() => {
    client = mkdtempSync(join(tmpdir(), "postbuild-404-"));
    mkdirSync(join(client, "network/patna"), { recursive: true });
    writeFileSync(join(client, "404.html"), "");
  });
  afterEach(() => rmSync(client, { recursive: true, force: true }));

  it("fails when network/404.html is missing, even though the network folder exists", () => {
    expect(() => checkNotFoundPages(client)).toThrow("network/404.html");
  });

  it("passes when every page is there", () => {
    writeFileSync(join(client, "network/404.html"), "");
    mkdirSync(join(client, "hi/network"), { recursive: true });
    writeFileSync(join(client, "hi/404.html"), "");
    writeFileSync(join(client, "hi/network/404.html"), "");
    mkdirSync(join(client, "bn/network"), { recursive: true });
    writeFileSync(join(client, "bn/404.html"), "");
    expect(() => checkNotFoundPages(client)).toThrow("bn/network/404.html");
    writeFileSync(join(client, "bn/network/404.html"), "");
    expect(() => checkNotFoundPages(client)).not.toThrow();
  });
});

describe("the page transforms", () => {
  it("hashes inline scripts only: not external scripts and not JSON-LD", () => {
    expect(inlineScriptHashes(page(""))).toEqual([sha(INLINE)]);
    expect(inlineScriptHashes("<script></script>")).toEqual([sha("")]);
  });

  it("writes the home page's CSP for the root only once", () => {
    const cdn = staticHostHeaders({ "/index.html": { csp: "default-src 'self'" } }, {});
    expect(cdn.match(/^\/\n {2}Content-Security-Policy/gm)).toHaveLength(1);
  });

  it("gives the CDN every page the build's security headers, HSTS included", () => {
    const security = securityHeaders(loadSiteConfig({ SITE_URL: "https://movers.example", HSTS_MAX_AGE: "600" }));
    const cdn = staticHostHeaders({}, security);
    const all = cdn.split("\n\n")[0] ?? "";
    expect(all).toMatch(/^\/\*\n/);
    for (const [name, value] of Object.entries(security)) expect(all).toContain(`  ${name}: ${value}`);
    expect(all).toContain("  Strict-Transport-Security: max-age=600");
  });

  it("fails the build when a page's content was streamed out of line, not for React Router's data", () => {
    const client = mkdtempSync(join(tmpdir(), "streamed-"));
    try {
      writeFileSync(join(client, "index.html"), '<div hidden id="S:0"><script>data()</script></div>');
      expect(() => checkNoStreamedContent(client)).not.toThrow();
      writeFileSync(join(client, "index.html"), '<div hidden id="S:1"><section>FAQ</section></div>');
      expect(() => checkNoStreamedContent(client)).toThrow("/index.html");
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });

  it("starts the page's modules only after the fonts and the first contentful paint, then hydrates in order", async () => {
    const bootstrap =
      `<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-1.js";\n` +
      `import * as route1 from "/assets/home-1.js";\n  \n  window.__routes = {"root":route0,"routes/home":route1};\n\n` +
      `import("/assets/entry.client-1.js");</script>`;
    const html = deferBootstrap(`<body><p>Hero</p>${bootstrap}<script>x()</script></body>`);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import /m);

    const imported: string[] = [];
    const win: Record<string, unknown> = {};
    let fontsLoaded = () => {};
    const fonts = { ready: new Promise<void>((resolve) => (fontsLoaded = resolve)) };
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
    const paint = (name: string) =>
      observers.forEach((cb) => cb({ getEntriesByName: (n) => (n === name ? [{}] : []) }));
    class Observer {
      static supportedEntryTypes = ["paint"];
      constructor(cb: (typeof observers)[number]) {
        observers.push(cb);
      }
      observe() {}
      disconnect() {
        observers.length = 0;
      }
    }
    const tasks: (() => void)[] = [];
    class Channel {
      port1 = { onmessage: () => {} };
      port2 = { postMessage: () => tasks.push(() => this.port1.onmessage()) };
    }
    const run = new Function(
      "document",
      "PerformanceObserver",
      "MessageChannel",
      "window",
      "__import",
      script.replaceAll("import(", "__import("),
    );
    run({ fonts }, Observer, Channel, win, (src: string) => (imported.push(src), Promise.resolve({ src })));
    const settle = () => new Promise((r) => setTimeout(r, 0));

    await settle();
    expect(observers).toHaveLength(0);
    fontsLoaded();
    await settle();
    paint("first-paint");
    expect(tasks).toHaveLength(0);
    paint("first-contentful-paint");
    expect(tasks).toHaveLength(1);
    expect(imported).toEqual([]);
    tasks.shift()?.();
    await settle();
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "/assets/home-1.js",
      "/assets/entry.client-1.js",
    ]);
    expect(win.__routes).toEqual({ root: { src: "/assets/root-1.js" }, "routes/home": { src: "/assets/home-1.js" } });
    expect(html).toContain("<script>x()</script>");
  });

  it("fails the build when React Router's bootstrap has a shape it does not know, not on a page without one", () => {
    expect(() =>
      deferBootstrap('<body><script type="module">await import("/assets/entry-1.js")</script></body>'),
    ).toThrow("bootstrap");
    expect(deferBootstrap("<body><p>No script</p></body>")).toBe("<body><p>No script</p></body>");
  });
});
