import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

import { IMMUTABLE, REVALIDATE } from "./security.ts";

interface BuiltHeaders {
  common: Record<string, string>;
  pages: Record<string, { csp: string }>;
}

export interface AppOptions {
  /** The build folder (holds client/ and headers.json). */
  buildDir: string;
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

export function createApp({ buildDir, extend }: AppOptions) {
  const clientDir = join(buildDir, "client");
  const headers = JSON.parse(readFileSync(join(buildDir, "headers.json"), "utf8")) as BuiltHeaders;
  const notFoundPages = {
    site: readFileSync(join(clientDir, "404.html"), "utf8"),
    city: readFileSync(join(clientDir, "network/404.html"), "utf8"),
  };

  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers.common)) c.header(name, value);
  });

  app.use(async (c, next) => {
    const rawPath = new URL(c.req.url).pathname;
    if (isMalformedPath(rawPath)) return c.text("Bad request", 400);
    if (hasHiddenOrParentSegment(rawPath)) return notFound(c.req.path);
    await next();
  });

  extend?.(app);

  app.use(
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (path, c) => {
        const file =
          "/" +
          relative(clientDir, path)
            .split(sep)
            .join("/")
            .replace(/\.(br|gz)$/, "");
        const isAsset = file.startsWith("/assets/");
        c.header("Cache-Control", isAsset ? IMMUTABLE : REVALIDATE);
        const page = headers.pages[file];
        if (page) c.header("Content-Security-Policy", page.csp);
      },
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

  function notFound(path: string) {
    const isCity = /^\/network\/[^/]+\/?$/i.test(path);
    const file = isCity ? "/network/404.html" : "/404.html";
    return new Response(isCity ? notFoundPages.city : notFoundPages.site, {
      status: 404,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": REVALIDATE,
        "Content-Security-Policy": headers.pages[file]?.csp ?? "",
        ...headers.common,
      },
    });
  }

  app.notFound((c) => notFound(c.req.path));
  return app;
}
