import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";

import { ERROR_PAGE_CSP, errorPage } from "./error-page.ts";
import { commonHeaders, IMMUTABLE, REVALIDATE } from "./security.ts";
import { sendFile, staticFiles } from "./static.ts";

interface BuiltHeaders {
  common: Record<string, string>;
  pages: Record<string, { csp: string }>;
}

export interface AppOptions {
  /** The build folder (holds client/ and headers.json). */
  buildDir: string;
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

export function createApp({ buildDir, brand = "this website", extend }: AppOptions) {
  const clientDir = join(buildDir, "client");
  const headers = JSON.parse(readFileSync(join(buildDir, "headers.json"), "utf8")) as BuiltHeaders;
  // The current security headers even on an older build; the build's own values win where both set one.
  const common = { ...commonHeaders, ...headers.common };
  // Each not-found page by where it sits in the build; a Hindi address gets the Hindi layout's (issue 18).
  const notFoundPages = ["/404.html", "/network/404.html", "/hi/404.html", "/hi/network/404.html"];
  for (const page of notFoundPages) {
    if (!statSync(join(clientDir, page), { throwIfNoEntry: false })?.isFile())
      throw new Error(`The build has no ${join(clientDir, page)}: run \`npm run build\` first.`);
  }

  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(common)) c.header(name, value);
  });

  app.use(async (c, next) => {
    const rawPath = new URL(c.req.url).pathname;
    if (isMalformedPath(rawPath)) return c.text("Bad request", 400);
    if (hasHiddenOrParentSegment(rawPath)) return notFound(c);
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

  // Canonical URLs are lower-case: /Packing answers 301 to /packing.
  app.get("*", async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname !== url.pathname.toLowerCase()) {
      return c.redirect(url.pathname.toLowerCase() + url.search, 301);
    }
    await next();
  });

  async function notFound(c: Context) {
    const [, hindi = "", city] = /^(\/hi(?=\/|$))?(\/network\/[^/]+\/?$)?/i.exec(c.req.path) ?? [];
    const page = `${hindi.toLowerCase()}${city ? "/network" : ""}/404.html`;
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
