// @vitest-environment node
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";

import { localeOf, localePath, translatedLocales } from "~/config/locales";
import { site } from "~/config/site";
import { layoutWordsIn } from "~/content/layout";
import { SERVICE_PAGES } from "~/content/service-content";

import routes from "../routes";

const flatten = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

const paths: readonly string[] = SERVICE_PAGES;

interface ServiceModule {
  handle?: unknown;
  meta: (args: unknown) => MetaDescriptor[];
  loader: (args: { request: Request; params: object; context: unknown }) => Promise<unknown>;
}
const modules = import.meta.glob<ServiceModule>(["./*.tsx", "!./*.test.tsx"], { eager: true });
const moduleOf = (path: string) => modules[`./${path}.tsx`]!;

/** The meta of a service page's route module when the router serves it at this path, with its loader's data. */
async function metaAt(path: string, pathname: string) {
  const { meta, handle, loader } = moduleOf(path);
  const loaderData = await loader({ request: new Request(`${site.url}${pathname}`), params: {}, context: {} });
  return meta({
    location: { pathname },
    matches: [
      { handle: undefined, loaderData: { layout: await layoutWordsIn(localeOf(pathname)) } },
      { handle, loaderData },
    ],
    params: {},
    loaderData,
  });
}
const title = (tags: MetaDescriptor[]) => (tags.find((t) => "title" in t) as { title: string }).title;
const canonical = (tags: MetaDescriptor[]) =>
  (tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string } | undefined)?.href;

describe("the service pages' route modules", () => {
  it("serve the seven service pages of the route table, each from a module of its own, in every language", () => {
    const served = flatten(routes).filter((r) => paths.includes(r.path ?? ""));
    expect(served.map((r) => r.file)).toEqual(
      [...paths, ...translatedLocales.flatMap(() => paths)].map((p) => `routes/${p}.tsx`),
    );
  });

  it.each(paths)("/%s: its canonical is its own path, in any case", async (path) => {
    expect(canonical(await metaAt(path, `/${path}`))).toBe(`${site.url}/${path}`);
    expect(canonical(await metaAt(path, `/${path.toUpperCase()}/`))).toBe(`${site.url}/${path}`);
  });

  it.each(translatedLocales.flatMap((l) => paths.map((p) => [l, p] as const)))(
    "in %s, /%s has its translated title at its own address",
    async (locale, path) => {
      const tags = await metaAt(path, localePath(`/${path}`, locale));
      expect(canonical(tags)).toBe(`${site.url}${localePath(`/${path}`, locale)}`);
      expect(title(tags)).not.toBe(title(await metaAt(path, `/${path}`)));
    },
  );
});
