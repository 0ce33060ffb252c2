/**
 * Runs after `react-router build` (`npm run build`): turns the two pre-rendered stand-ins into 404 pages,
 * starts each page's script after its first paint, computes each page's Content-Security-Policy from the inline scripts it really
 * contains, writes the headers for this server (build/headers.json) and for a CDN (build/client/_headers),
 * writes sitemap.xml and robots.txt, and pre-compresses everything text-like with brotli and gzip.
 * Each step is an exported function (tested in postbuild.test.ts); `main` at the bottom runs them in order.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { loadSiteConfig } from "../app/config/load.ts";
import type { SiteConfig } from "../app/config/types.ts";
import { notFoundPages } from "../app/content/paths.ts";
import { contentSecurityPolicy, IMMUTABLE, REVALIDATE, securityHeaders } from "../server/security.ts";

/** Every file under `dir`, recursively. */
export function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const htmlFiles = (client: string) => walk(client).filter((f) => f.endsWith(".html"));

/** The URL path a file under the client folder is served at ("/about/index.html"). */
export const toUrlPath = (client: string, file: string) => "/" + relative(client, file).split(sep).join("/");

/** 1. The not-found pages: each stand-in's index.html becomes its 404.html; the SPA fallback is not needed. */
export function moveNotFoundPages(client: string) {
  for (const { path, file } of notFoundPages) {
    const dir = join(client, path);
    renameSync(join(dir, "index.html"), join(client, file));
    rmSync(dir, { recursive: true });
  }
  rmSync(join(client, "__spa-fallback.html"), { force: true });
}

/**
 * 2. No modulepreload links: dozens of them in <head> compete with the text and font of the first paint on a slow
 * phone; the module script at the end of <body> fetches the same files after the first paint (deferBootstrap), and
 * React puts the links back when it hydrates. (The stylesheet is already in the page: app/entry.server.tsx.)
 */
export const dropModulePreloads = (html: string) => html.replace(/<link rel="modulepreload"[^>]*\/>/g, "");

const bootstrapScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const sideEffectImport = /^\s*import "([^"]+)";\s*$/gm;
const namespaceImport = /^\s*import \* as (\w+) from "([^"]+)";\s*$/gm;

/**
 * 2b. The page's script starts after its first paint. React Router's bootstrap is an async module script whose
 * static imports start fetching and running the whole app while the HTML is still being parsed, so on a busy
 * phone the first paint (the LCP text) waited behind that work. Its static imports become dynamic imports
 * started from a task queued once the fonts have settled (loaded, or given up as `font-display: optional`
 * decides) and the page has had its first contentful paint: the hero paints from the HTML, the inlined CSS and
 * the font alone, then the same modules load and hydrate, in the same order. A tap in the
 * meantime is held and replayed (lib/early-taps.ts); forms post without script.
 */
export function deferBootstrap(html: string): string {
  const deferred = html.replace(bootstrapScript, (tag, body: string) => {
    const modules: string[] = [];
    const names: string[] = [];
    const rest = body
      .replace(sideEffectImport, (_m, src: string) => {
        modules.push(src);
        names.push("");
        return "";
      })
      .replace(namespaceImport, (_m, name: string, src: string) => {
        modules.push(src);
        names.push(name);
        return "";
      })
      .trim();
    if (modules.length === 0) return tag;
    const imports = modules.map((src) => `import(${JSON.stringify(src)})`).join(",");
    // A paint observer and a message task, not requestAnimationFrame and setTimeout: those are what a test's
    // fake clock stops, and a stopped clock must not stop the page from hydrating.
    return (
      `<script type="module" async="">` +
      `const go=()=>Promise.all([${imports}]).then(([${names.join(",")}])=>{${rest}});` +
      `const later=()=>{const c=new MessageChannel();c.port1.onmessage=go;c.port2.postMessage(0)};` +
      `document.fonts.ready.then(()=>{` +
      `if(!PerformanceObserver.supportedEntryTypes.includes("paint"))return later();` +
      `const o=new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});` +
      `o.observe({type:"paint",buffered:true})});` +
      `</script>`
    );
  });
  // React Router's output is matched as text: a release that writes its bootstrap otherwise fails the build
  // here rather than quietly hydrating every page before its first paint.
  if (deferred === html && /<script type="module"(?![^>]*\bsrc=)[^>]*>/.test(html))
    throw new Error("postbuild: React Router's bootstrap script has a shape deferBootstrap does not know");
  return deferred;
}

export function deferScripts(client: string) {
  for (const file of htmlFiles(client)) {
    const html = readFileSync(file, "utf8");
    const deferred = deferBootstrap(dropModulePreloads(html));
    if (deferred !== html) writeFileSync(file, deferred);
  }
}

const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** CSP source hashes of a page's inline scripts (JSON-LD is data, not script, and needs none). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)].map(
    (m) =>
      "sha256-" +
      createHash("sha256")
        .update(m[1] ?? "")
        .digest("base64"),
  );
}

export type PagePolicies = Record<string, { csp: string }>;

/** 3. Each page's Content-Security-Policy, by URL path of its file. */
export function pagePolicies(client: string, site: SiteConfig): PagePolicies {
  const pages: PagePolicies = {};
  for (const file of htmlFiles(client)) {
    const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
    pages[toUrlPath(client, file)] = { csp: contentSecurityPolicy(site, hashes) };
  }
  return pages;
}

const headerBlock = (pattern: string, headers: Record<string, string>) =>
  `${pattern}\n${Object.entries(headers)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join("\n")}\n`;

/** 4. `_headers` for static hosts (Netlify, Cloudflare Pages): the same headers this server sends. */
export function staticHostHeaders(pages: PagePolicies, security: Record<string, string>): string {
  const blocks = [
    headerBlock("/*", { ...security, "Cache-Control": REVALIDATE }),
    headerBlock("/assets/*", { "Cache-Control": IMMUTABLE }),
  ];
  for (const [file, { csp }] of Object.entries(pages)) {
    const route = file.replace(/index\.html$/, "").replace(/\.html$/, "");
    // A folder page answers with and without its trailing slash.
    const patterns = route === "/" || route.endsWith("/") ? [route, route.replace(/\/$/, "") || "/"] : [route];
    for (const pattern of new Set(patterns)) blocks.push(headerBlock(pattern, { "Content-Security-Policy": csp }));
  }
  return blocks.join("\n");
}

const noindex = /<meta name="robots" content="noindex"/;

/** A page the sitemap lists, with the same page in other languages as the page's own hreflang links give them. */
export interface SitemapEntry {
  path: string;
  alternates: { hreflang: string; href: string }[];
}

const alternateLink = /<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi;

/** 5. The pages the sitemap lists: every pre-rendered page's folder, except pages marked noindex. */
export function sitemapEntries(client: string): SitemapEntry[] {
  return htmlFiles(client)
    .filter((f) => f.endsWith("index.html"))
    .map((f) => ({ f, html: readFileSync(f, "utf8") }))
    .filter(({ html }) => !noindex.test(html))
    .map(({ f, html }) => ({
      path: toUrlPath(client, f)
        .replace(/index\.html$/, "")
        .replace(/(.)\/$/, "$1"),
      alternates: [...html.matchAll(alternateLink)].map(([, hreflang = "", href = ""]) => ({ hreflang, href })),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The sitemap, with each page's language twins as `xhtml:link` alternates. */
export const sitemapXml = (siteUrl: string, entries: SitemapEntry[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries
    .map(
      ({ path, alternates }) =>
        `  <url><loc>${siteUrl}${path}</loc>${alternates
          .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`)
          .join("")}</url>`,
    )
    .join("\n")}\n</urlset>\n`;

export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest|data)$/;

/** A pre-rendered page or its data for navigation in the app. */
const pageLike = /\.(html|data)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * 6. Brotli and gzip copies of every text file, for the server to send, each kept only when it is smaller than
 * the file: the home page loads a score of small chunks, and a 450-byte one still shrinks by half. Scripts and
 * the other assets, under a megabyte, get brotli's best quality (11). Pages and their data, forty times as many
 * bytes, get quality 10: about 3 % larger (a kilobyte on a page) in under half the time of 11, which would be
 * most of the build's. The asynchronous compressors run on libuv's thread pool, so every core takes a share.
 */
export async function precompress(client: string) {
  await Promise.all(
    walk(client)
      .filter((f) => compressible.test(f))
      .map(writeCompressedCopies),
  );
}

/** One file's brotli and gzip copies, each written only when it is smaller than the file. */
export async function writeCompressedCopies(file: string) {
  const data = await readFile(file);
  const copies: [string, Buffer][] = [
    [".br", await brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: pageLike.test(file) ? 10 : 11 } })],
    [".gz", await gzipped(data, { level: 9 })],
  ];
  for (const [ext, copy] of copies) if (copy.length < data.length) await writeFile(`${file}${ext}`, copy);
}

/** Fails the build when a not-found page did not end up where the server and static hosts look for it. */
export function checkNotFoundPages(client: string) {
  const missing = notFoundPages.map(({ file }) => file).filter((file) => !existsSync(join(client, file)));
  if (missing.length > 0) throw new Error(`postbuild: missing not-found page(s): ${missing.join(", ")}`);
}

/**
 * Fails the build when a page's content was streamed out of line: React writes a Suspense boundary that was not
 * ready (or too big) as a hidden `<div id="S:n">` that an inline script moves into place later, so the first
 * paint would miss it and the page would shift. Only React Router's own data scripts may be streamed so.
 */
export function checkNoStreamedContent(client: string) {
  const streamed = htmlFiles(client).filter((f) => /<div hidden id="S:\d+">(?!<script>)/.test(readFileSync(f, "utf8")));
  if (streamed.length > 0)
    throw new Error(
      `postbuild: content streamed out of line in ${streamed.map((f) => toUrlPath(client, f)).join(", ")}`,
    );
}

/**
 * Every step, in order, on the build in `build` (with its pre-rendered pages in `build/client`). `PRECOMPRESS=0`
 * leaves out the compressed copies, most of the step's time, for a build that only tests read (tests/folder/).
 */
export async function postbuild(build: string, site: SiteConfig, { compress = true } = {}) {
  const client = join(build, "client");
  moveNotFoundPages(client);
  deferScripts(client);
  const pages = pagePolicies(client, site);
  writeFileSync(join(build, "site.json"), JSON.stringify(site));
  const security = securityHeaders(site);
  writeFileSync(join(build, "headers.json"), JSON.stringify({ common: security, pages }, null, 1));
  writeFileSync(join(client, "_headers"), staticHostHeaders(pages, security));
  const entries = sitemapEntries(client);
  writeFileSync(join(client, "sitemap.xml"), sitemapXml(site.url, entries));
  writeFileSync(join(client, "robots.txt"), robotsTxt(site.url));
  if (compress) await precompress(client);
  checkNotFoundPages(client);
  checkNoStreamedContent(client);
  return { pages: Object.keys(pages).length, sitemapUrls: entries.length };
}

async function main() {
  const compress = process.env.PRECOMPRESS !== "0";
  const { pages, sitemapUrls } = await postbuild(process.env.BUILD_DIR ?? "build", loadSiteConfig(process.env), {
    compress,
  });
  const copies = compress ? " and compressed files" : "";
  console.log(`postbuild: ${pages} pages, headers, sitemap (${sitemapUrls} URLs)${copies} written`);
}

// Run only as a script (`tsx scripts/postbuild.ts`), not when a test imports the steps.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main();
