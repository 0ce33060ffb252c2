import { isRouteErrorResponse } from "react-router";

import { NotFoundContent } from "~/components/not-found-content";
import { localeOf } from "~/config/locales";

import type { Route } from "./+types/not-found";
import { localeMeta } from "./page-meta";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, noindex: true }));

/** The page's words in its language, read at build time from content/<language>/not-found.json: its data. */
export async function loader({ request }: Route.LoaderArgs) {
  const { readContent } = await import("~/content/read");
  const content = await readContent("not-found", localeOf(new URL(request.url).pathname));
  return { content };
}

/**
 * In the app, only the pre-rendered stand-ins have data to fetch: a mistyped link followed in the app has none, the
 * server answering 404, and the page then reads its words from the language's file, loaded only then.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    const { notFoundWordsIn } = await import("~/content/not-found");
    return { content: await notFoundWordsIn(localeOf(new URL(request.url).pathname)) };
  }
}

export default function NotFound({ loaderData: { content } }: Route.ComponentProps) {
  return <NotFoundContent words={content.message} />;
}
