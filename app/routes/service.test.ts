// @vitest-environment node
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import { localePath, translatedLocales } from "~/config/locales";
import { site } from "~/config/site";
import { loadWords } from "~/locales/words";

import routes from "../routes";
import { handle, meta } from "./service";

const flatten = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

const serviceRoutes = flatten(routes).filter((r) => r.file === "routes/service.tsx");
const paths = [
  "home-shifting",
  "vehicle-shifting",
  "office-relocation",
  "warehousing",
  "local-shifting",
  "defence-relocation",
  "fine-arts-relocation",
];

/** The meta of routes/service.tsx when the router serves it at this path. */
const metaAt = (pathname: string) =>
  meta({ location: { pathname }, matches: [{ handle }], params: {} } as unknown as Parameters<typeof meta>[0]);
const tag = (tags: ReturnType<typeof meta>, key: string) => tags.find((t) => key in t) as Record<string, string>;
const canonical = (tags: ReturnType<typeof meta>) =>
  tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string } | undefined;

describe("routes/service.tsx", () => {
  it("serves the seven service pages of the route table in every language", () => {
    expect(serviceRoutes.map((r) => r.path)).toEqual(
      [...paths, ...translatedLocales.flatMap(() => paths)].map((p) => p),
    );
  });

  it.each(paths)("shows the page of /%s at its path, in any case", (path) => {
    expect(canonical(metaAt(`/${path}`))?.href).toBe(`${site.url}/${path}`);
    expect(canonical(metaAt(`/${path.toUpperCase()}/`))?.href).toBe(`${site.url}/${path}`);
  });

  it.each(translatedLocales.flatMap((l) => paths.map((p) => [l, p] as const)))(
    "in %s shows the translated page of /%s",
    async (locale, path) => {
      await loadWords(locale, handle.words);
      const tags = metaAt(localePath(`/${path}`, locale));
      expect(canonical(tags)?.href).toBe(`${site.url}${localePath(`/${path}`, locale)}`);
      expect(tag(tags, "title").title).not.toBe(tag(metaAt(`/${path}`), "title").title);
    },
  );

  it("fails loudly for a path it has no page for", () => {
    expect(() => metaAt("/services")).toThrow(/no page at "\/services"/);
  });
});
