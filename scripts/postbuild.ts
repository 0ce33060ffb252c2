/**
 * Runs after `react-router build`: turns the two pre-rendered stand-ins into 404 pages,
 * computes each page's Content-Security-Policy from the inline scripts it really contains,
 * writes the headers for this server (build/headers.json) and for a CDN (build/client/_headers),
 * writes sitemap.xml and robots.txt, and pre-compresses everything text-like with brotli and gzip.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { loadSiteConfig } from "../app/config/load.ts";
import { CITY_NOT_FOUND_PATH, NOT_FOUND_PATH } from "../app/content/paths.ts";
import { commonHeaders, contentSecurityPolicy, IMMUTABLE, REVALIDATE } from "../server/security.ts";

const BUILD = process.env.BUILD_DIR ?? "build";
const CLIENT = join(BUILD, "client");
const site = loadSiteConfig(process.env);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const toUrlPath = (file: string) => "/" + relative(CLIENT, file).split(sep).join("/");

// 1. The not-found pages.
for (const [from, to] of [
  [NOT_FOUND_PATH, "404.html"],
  [CITY_NOT_FOUND_PATH, "network/404.html"],
] as const) {
  const dir = join(CLIENT, from);
  renameSync(join(dir, "index.html"), join(CLIENT, to));
  rmSync(dir, { recursive: true });
}
rmSync(join(CLIENT, "__spa-fallback.html"), { force: true });

// 2. The stylesheet inlined into every page, so the first paint waits for no second request.
// The <link> must stay a stylesheet link (React matches it when it hydrates the head), so it
// only gets media="print": it no longer blocks rendering, and the inline copy styles the screen.
const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
for (const file of walk(CLIENT).filter((f) => f.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  const inlined = html
    .replace(stylesheet, (_tag, href: string) => {
      const css = readFileSync(join(CLIENT, href), "utf8").replace(/<\/style/gi, "<\\/style");
      return `<style>${css}</style><link rel="stylesheet" media="print" href="${href}"/>`;
    })
    // Dozens of modulepreloads in <head> compete with the text and font of the first paint on a slow
    // phone; the module script at the end of <body> fetches the same files, and React puts the
    // preload links back when it hydrates.
    .replace(/<link rel="modulepreload"[^>]*\/>/g, "");
  if (inlined !== html) writeFileSync(file, inlined);
}

// 3. Per-page Content-Security-Policy.
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;
const htmlFiles = walk(CLIENT).filter((f) => f.endsWith(".html"));
const pages: Record<string, { csp: string }> = {};
for (const file of htmlFiles) {
  const html = readFileSync(file, "utf8");
  const hashes = [...html.matchAll(inlineScript)].map(
    (m) =>
      "sha256-" +
      createHash("sha256")
        .update(m[1] ?? "")
        .digest("base64"),
  );
  pages[toUrlPath(file)] = { csp: contentSecurityPolicy(site, hashes) };
}
writeFileSync(join(BUILD, "site.json"), JSON.stringify(site));
writeFileSync(join(BUILD, "headers.json"), JSON.stringify({ common: commonHeaders, pages }, null, 1));

// 4. _headers for static hosts (Netlify, Cloudflare Pages): same headers as this server sends.
const block = (pattern: string, headers: Record<string, string>) =>
  `${pattern}\n${Object.entries(headers)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join("\n")}\n`;
const headerBlocks = [
  block("/*", { ...commonHeaders, "Cache-Control": REVALIDATE }),
  block("/assets/*", { "Cache-Control": IMMUTABLE }),
];
for (const [file, { csp }] of Object.entries(pages)) {
  const route = file.replace(/index\.html$/, "").replace(/\.html$/, "");
  const patterns = route === "/" || route.endsWith("/") ? [route, route.replace(/\/$/, "") || "/"] : [route];
  for (const pattern of new Set(patterns)) headerBlocks.push(block(pattern, { "Content-Security-Policy": csp }));
}
writeFileSync(join(CLIENT, "_headers"), headerBlocks.join("\n"));

// 5. sitemap.xml and robots.txt, from the pages that were pre-rendered.
const noindex = /<meta name="robots" content="noindex"/;
const sitemapPaths = htmlFiles
  .filter((f) => f.endsWith("index.html") && !noindex.test(readFileSync(f, "utf8")))
  .map((f) =>
    toUrlPath(f)
      .replace(/index\.html$/, "")
      .replace(/(.)\/$/, "$1"),
  )
  .sort();
writeFileSync(
  join(CLIENT, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemapPaths
    .map((p) => `  <url><loc>${site.url}${p}</loc></url>`)
    .join("\n")}\n</urlset>\n`,
);
writeFileSync(join(CLIENT, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);

// 6. Pre-compression.
const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
for (const file of walk(CLIENT).filter((f) => compressible.test(f))) {
  const data = readFileSync(file);
  if (data.length < 512) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

if (!existsSync(join(CLIENT, "404.html")) || !existsSync(dirname(join(CLIENT, "network/404.html")))) {
  throw new Error("postbuild: the 404 pages are missing");
}
console.log(
  `postbuild: ${htmlFiles.length} pages, headers, sitemap (${sitemapPaths.length} URLs) and compressed files written`,
);
