import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

import stylesheet from "~/app.css?inline";
import { PageStylesheet } from "~/lib/page-stylesheet";

/** The stylesheet as the pages' <style> carries it: a "</style" inside it would end the element early. */
const pageStylesheet = stylesheet.replace(/<\/style/gi, "<\\/style");

/**
 * Renders each pre-rendered page (the site has no runtime server rendering) with React's `prerender`, which
 * waits for every Suspense boundary before it writes anything: a part whose code loads lazily
 * (app/components/deferred.tsx) is written in place, not streamed after the page into a hidden element that a
 * script reveals later. No finished boundary is moved out of line either (React does so past
 * `progressiveChunkSize` bytes, to let a streamed page paint early; a pre-rendered file gains nothing from it).
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let failed = false;
  const page = (
    <PageStylesheet value={pageStylesheet}>
      <ServerRouter context={routerContext} url={request.url} />
    </PageStylesheet>
  );
  const { prelude } = await prerender(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(10_000),
    onError(error: unknown) {
      failed = true;
      console.error(error);
    },
  });
  headers.set("Content-Type", "text/html");
  return new Response(prelude, { headers, status: failed ? 500 : status });
}
