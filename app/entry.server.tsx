import { PassThrough, Readable } from "node:stream";

import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

import { deferredPartsReady } from "~/components/deferred";
import { localeOf } from "~/config/locales";
import { loadWords, pageWordsOf } from "~/locales/words";

/**
 * A translated page's words are loaded before it renders: its `meta` (in the head, rendered first) reads them
 * and cannot wait, and the page's HTML is then written in one pass.
 */
async function pageWordsReady(request: Request, { staticHandlerContext, routeModules }: EntryContext) {
  const locale = localeOf(new URL(request.url).pathname);
  if (locale === "en") return;
  await loadWords(locale, pageWordsOf(staticHandlerContext.matches.map((m) => routeModules[m.route.id])));
}

/**
 * Renders each pre-rendered page (the site has no runtime server rendering). The same as React Router's default
 * entry but for two things, both so that the deferred parts (app/components/deferred.tsx) are written in place in
 * the HTML instead of streamed after it into hidden elements that a script reveals later: it waits until their
 * code has loaded, and it never moves a finished Suspense boundary out of line (React does so past
 * `progressiveChunkSize` bytes, to let a streamed page paint early; a pre-rendered file gains nothing from it).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  await Promise.all([deferredPartsReady(), pageWordsReady(request, routerContext)]);
  const ua = request.headers.get("user-agent");
  const ready = (ua && isbot(ua)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [ready]() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        // Node's own bridge to a web stream, not @react-router/node's: each of its releases wants one exact react-router.
        const stream = Readable.toWeb(body) as ReadableStream<Uint8Array>;
        resolve(new Response(stream, { headers, status: failed ? 500 : status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        failed = true;
        console.error(error);
      },
    });
    setTimeout(abort, 10_000).unref();
  });
}
