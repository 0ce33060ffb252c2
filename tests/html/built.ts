/**
 * The pre-rendered pages of the build, parsed. The HTML layer reads what a search engine or a browser first gets,
 * without starting one: `npm run build` writes `build/client` (BUILD_DIR moves it), and these tests read it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { parseHTML } from "linkedom";

import { loadSiteConfig } from "../../app/config/load.ts";
import { localePath, locales } from "../../app/config/locales.ts";
import { allPages, translatedLocalePages } from "../pages.ts";

export const CLIENT = join(process.env.BUILD_DIR ?? "build", "client");

if (!existsSync(join(CLIENT, "index.html")))
  throw new Error(`No build in ${CLIENT}: the HTML tests read the built pages, run \`npm run build\` first.`);

/** The configuration the build read: both read the environment. */
export const site = loadSiteConfig(process.env);

/** Every page of every language that answers 200, English first. */
export const pages = [...allPages, ...translatedLocalePages];

/** The not-found pages, as the server sends them: the site's and the network's, in each language. */
export const notFoundFiles = locales.flatMap((l) =>
  ["/404.html", "/network/404.html"].map((f) => localePath("/", l).replace(/\/$/, "") + f),
);

/** The file the server sends for a page: `/about` → `about/index.html`. */
export const fileOf = (path: string) => (path.endsWith(".html") ? path.slice(1) : join(path.slice(1), "index.html"));

/** Every HTML file of the build, as site paths (`/about`, `/404.html`). */
export function builtFiles() {
  return (readdirSync(CLIENT, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".html"))
    .map((f) => (f.endsWith("/index.html") || f === "index.html" ? `/${f.slice(0, -"index.html".length)}` : `/${f}`))
    .map((p) => (p.length > 1 ? p.replace(/\/$/, "") : p));
}

export interface BuiltPage {
  path: string;
  html: string;
  document: Document;
}

const cache = new Map<string, BuiltPage>();

/** A built page, parsed once per test file. */
export function built(path: string): BuiltPage {
  let page = cache.get(path);
  if (!page) {
    const html = readFileSync(join(CLIENT, fileOf(path)), "utf8");
    page = { path, html, document: parseHTML(html).document as unknown as Document };
    cache.set(path, page);
  }
  return page;
}

/** Whether the built page asks to be kept out of search results. */
export const isNoindex = (page: BuiltPage) =>
  /\bnoindex\b/.test(page.document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "");

/** Elements that end a run of words: the text after one is a new word. */
const BLOCKS =
  /^(p|div|li|h[1-6]|td|th|tr|dt|dd|section|article|header|footer|nav|main|ul|ol|dl|table|caption|figure|figcaption|blockquote|br|summary|details|form|label|button|option|aside|title)$/;

/** An element's text as a reader gets it: scripts and styles left out, white space collapsed. */
export function textOf(node: Element | Document | null | undefined): string {
  if (!node) return "";
  const parts: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === 3) parts.push(n.textContent ?? "");
    else if (n.nodeType === 1 || n.nodeType === 9) {
      const tag = (n as Element).tagName?.toLowerCase();
      if (tag === "script" || tag === "style" || tag === "template") return;
      for (const child of n.childNodes) walk(child);
      if (tag && BLOCKS.test(tag)) parts.push(" ");
    }
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}
