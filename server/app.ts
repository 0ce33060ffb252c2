import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";

import { englishPath, localeOf, localeTable } from "../app/config/locales.ts";
import { notFoundPages } from "../app/content/paths.ts";
import { ERROR_PAGE_CSP, errorPage } from "./error-page.ts";
import { commonHeaders, IMMUTABLE, NON_PAGE_CSP, REVALIDATE } from "./security.ts";
import { lookupPath, sendFile, staticFiles } from "./static.ts";

export interface BuiltHeaders {
  common: Record<string, string>;
  pages: Record<string, { csp: string }>;
}

export interface AppOptions {
  /** The build folder (holds client/ and headers.json). */
  buildDir: string;
  /** The build's headers, when the caller has read them already (it needs them for the socket's own answers). */
  headers?: BuiltHeaders;
  /** The company name, for the error page. */
  brand?: string;
  /** Extra routes mounted before the static files (the local inbox). */
  extend?: (app: Hono) => void;
}

/** Encoded slashes or backslashes, NUL, and malformed percent-encoding are refused outright. */
function isMalformedPath(rawPath: string): boolean {
  if (/%(2f|5c|00)/i.test(rawPath) || rawPath.includes("\\")) return true;
  try {
    decodeURIComponent(rawPath);
    return false;
  } catch {
    return true;
  }
}

/** Dot segments, and dot-files such as /.git or /.env, are never served. */
const hasHiddenOrParentSegment = (path: string) =>
  decodeURIComponent(path)
    .split("/")
    .some((segment) => segment.startsWith("."));

/** The not-found pages the server answers with, by where they sit in the build: it does not start without them. */
export const NOT_FOUND_PAGES = notFoundPages.map((page) => page.file);

/** The build's headers; the current security headers apply even to an older build, its own values winning. */
export function builtHeaders(buildDir: string): BuiltHeaders {
  const file = join(buildDir, "headers.json");
  if (!statSync(file, { throwIfNoEntry: false })?.isFile())
    throw new Error(`The build has no ${file}: run \`npm run build\` first.`);
  const headers = JSON.parse(readFileSync(file, "utf8")) as BuiltHeaders;
  return { ...headers, common: { ...commonHeaders, ...headers.common } };
}

/**
 * Build files that are not pages, by the path the lookup resolves (any spelling of the URL comes to it): the
 * CDN's rules, the pre-compressed copies, which are sent only in place of their original (asked for by name they
 * would go out as an unlabelled download), and the not-found pages, which are answers with status 404. Matched
 * in any case, as a case-insensitive disk or the lower-case redirect would lead there.
 */
const notPublic = (path: string) => /^\/_(headers|redirects)$|\.(br|gz)$|(^|\/)404\.html$/i.test(path);

export function createApp({ buildDir, headers = builtHeaders(buildDir), brand = "this website", extend }: AppOptions) {
  const clientDir = join(buildDir, "client");
  const { common } = headers;
  for (const page of NOT_FOUND_PAGES) {
    if (!statSync(join(clientDir, page), { throwIfNoEntry: false })?.isFile())
      throw new Error(`The build has no ${join(clientDir, page)}: run \`npm run build\` first.`);
  }

  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(common)) c.header(name, value);
    // Pages and the HTML error pages set their own policy; anything else must load nothing if opened as a page.
    if (!c.res.headers.get("Content-Security-Policy")) c.header("Content-Security-Policy", NON_PAGE_CSP);
  });

  app.use(async (c, next) => {
    const rawPath = new URL(c.req.url).pathname;
    if (isMalformedPath(rawPath)) return c.text("Bad request", 400);
    // "//host/path" is another site to a browser that meets it in a Location header or a link.
    if (hasHiddenOrParentSegment(rawPath) || rawPath.startsWith("//") || notPublic(lookupPath(c.req.path) ?? ""))
      return notFound(c);
    await next();
  });

  extend?.(app);

  app.use(
    staticFiles(clientDir, (file) => {
      const isAsset = file.startsWith("/assets/");
      const csp = headers.pages[file]?.csp;
      return { "Cache-Control": isAsset ? IMMUTABLE : REVALIDATE, ...(csp ? { "Content-Security-Policy": csp } : {}) };
    }),
  );

  // Canonical URLs are lower-case: /Packing answers 301 to /packing. The target is a path on this site: one that
  // starts with two slashes, which a browser would read as another host, was refused above.
  app.get("*", async (c, next) => {
    const url = new URL(c.req.url);
    const lower = url.pathname.toLowerCase();
    if (url.pathname === lower) return next();
    c.header("Cache-Control", "public, max-age=3600");
    return c.redirect(lower + url.search, 301);
  });

  async function notFound(c: Context) {
    // The page in the address's language; under /network/, the one that lists the cities with a page.
    const path = c.req.path.toLowerCase();
    const city = /^\/network\/[^/]+\/?$/.test(englishPath(path));
    const page = `${localeTable[localeOf(path)].prefix}${city ? "/network" : ""}/404.html`;
    const file = join(clientDir, page);
    return sendFile(c, file, statSync(file), {
      status: 404,
      headers: { "Cache-Control": REVALIDATE, "Content-Security-Policy": headers.pages[page]?.csp ?? "" },
    });
  }

  app.notFound(notFound);

  // Anything unexpected: a plain page with a way back, never a stack trace.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    console.error("Server error", error);
    c.header("Content-Security-Policy", ERROR_PAGE_CSP);
    c.header("Cache-Control", "no-store");
    return c.html(
      errorPage({ status: 500, kind: "page", message: "The server could not answer this request.", brand }),
      500,
    );
  });
  return app;
}
