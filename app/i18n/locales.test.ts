// @vitest-environment node
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { localeOf, localePath, scriptLetter, translatedLocales } from "~/config/locales";
import { site } from "~/config/site";
import { placesIn } from "~/content/cities";
import { layoutWordsIn } from "~/content/layout";

import { recordsOf, untranslatedRuns } from "../../scripts/untranslated";
import routes from "../routes";
import { loader as layoutLoader } from "../routes/layout";

interface RouteModule {
  handle?: unknown;
  meta: (args: unknown) => MetaDescriptor[];
  loader?: (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
}
const modules = import.meta.glob<RouteModule>(["../routes/*.tsx", "!../routes/*.test.tsx"], { eager: true });

/** Each page of the English table once, at one path, with the params its route reads. */
const pages = (routes[0]!.children ?? []).map((entry: RouteConfigEntry) => {
  const path = entry.index
    ? "/"
    : entry.path === "network/:cityName"
      ? "/network/patna"
      : entry.path === "*"
        ? "/no-such-page"
        : `/${entry.path}`;
  return { file: entry.file, path, params: { cityName: "patna" }, module: modules[`../${entry.file}`]! };
});

const titleOf = (tags: MetaDescriptor[]) => (tags.find((t) => "title" in t) as { title: string }).title;
const tagOf = (tags: MetaDescriptor[], name: string) =>
  (tags.find((t) => "name" in t && t.name === name) as { content: string } | undefined)?.content;
const canonicalOf = (tags: MetaDescriptor[]) =>
  (tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string } | undefined)?.href;

/** The page's loader data at this path, as the pre-render hands it to the page. */
const loaderDataAt = (page: (typeof pages)[number], pathname: string) =>
  page.module.loader?.({ request: new Request(`${site.url}${pathname}`), params: page.params, context: {} });

/** The page's meta at this path, with its loader's data as the router hands it (the pre-render runs the loader). */
async function metaAt(page: (typeof pages)[number], pathname: string) {
  const loaderData = await loaderDataAt(page, pathname);
  // The layout's data comes first, with the cities the page's words may count and the layout's words.
  const locale = localeOf(pathname);
  const layout = {
    handle: undefined,
    loaderData: { places: await placesIn(locale), layout: await layoutWordsIn(locale) },
  };
  const matches = [layout, { handle: page.module.handle, loaderData }];
  return page.module.meta({ location: { pathname }, params: page.params, matches, loaderData });
}

describe.each(translatedLocales)("every page in %s", (locale) => {
  const letter = scriptLetter(locale);
  const kept = recordsOf(site);

  it("has its own font, the locale table's, which the layout fetches on wide screens", async () => {
    const request = new Request(`${site.url}${localePath("/", locale)}`);
    const { font } = await layoutLoader({ request, params: {}, context: {} } as never);
    expect(font).toMatch(/\.woff2$/);
  });

  it.each(pages.map((p) => [p.path, p] as const))(
    "%s: its title and description are in the language, at its own address",
    async (path, page) => {
      const tags = await metaAt(page, localePath(path, locale));
      const english = await metaAt(page, path);
      expect(titleOf(tags)).toMatch(letter);
      expect(titleOf(tags)).not.toBe(titleOf(english));
      const description = tagOf(tags, "description") ?? "";
      expect(description).toMatch(letter);
      expect(untranslatedRuns(`${titleOf(tags)}\n${description}`, kept)).toEqual([]);
      const canonical = canonicalOf(english);
      if (canonical) expect(canonicalOf(tags)).toBe(`${site.url}${localePath(path, locale)}`);
    },
  );
});
