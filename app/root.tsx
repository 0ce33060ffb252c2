import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";

import type { Route } from "./+types/root";
import { htmlLang, localeOf } from "./config/locales";
import interLatin from "./fonts/inter-subset.woff2?url";
import { HOLD_EARLY_TAPS, replayEarlyTaps } from "./lib/early-taps";
import { InlineStylesheet } from "./lib/page-stylesheet";

/**
 * Wide screens fetch Inter with the HTML, so it is there for the first paint. Below 1024 px the site's sans is a
 * system face scaled to Inter's metrics and Inter is never fetched (app.css), so a phone's first paint waits for
 * no font.
 */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    href: interLatin,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
    media: "(min-width: 1024px)",
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  // The outermost effect runs once the whole page (or its error page) has hydrated.
  useEffect(replayEarlyTaps, []);
  return (
    <html lang={htmlLang[localeOf(useLocation().pathname)]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a3fae" />
        {/*
          The tab's icon is a file: search results show a site's icon only from a URL they can crawl, and a browser
          paints the page without waiting for it (docs/decisions/brand-logo.md).
        */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/*
          No paint before the hero is parsed: each hero ends with <span id="first-screen-end" hidden />, and a
          half-parsed hero would move as its rest arrives. Chromium lifts the hold when the mark is inserted, so
          the mark follows the hero's content. A page without it waits for the whole document. The id is written
          out here and in the heroes rather than imported, which would cost every page a chunk of its own;
          tests/e2e/first-paint.spec.ts checks that they agree.
        */}
        <link rel="expect" href="#first-screen-end" blocking="render" />
        <script dangerouslySetInnerHTML={{ __html: HOLD_EARLY_TAPS }} />
        <InlineStylesheet />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* Scrolls to the top on every new navigation, restores on back/forward. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong";
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">{message}</h1>
      <p className="mt-4 text-ink-muted">Please reload the page, or go back to the home page.</p>
      <a className="mt-8 btn-primary" href="/">
        Go to the home page
      </a>
    </main>
  );
}
