// @vitest-environment node
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import { site } from "~/config/site";

import routes from "../routes";
import { meta as hindiMeta } from "./hi/service";
import { meta } from "./service";

const flatten = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

const serviceRoutes = flatten(routes).filter((r) => r.file === "routes/service.tsx");
const hindiRoutes = flatten(routes).filter((r) => r.file === "routes/hi/service.tsx");

/** The meta of routes/service.tsx (or its Hindi twin's module) when the router serves the route with this id. */
const metaFor = (id: string) => meta({ matches: [{ id }] } as unknown as Parameters<typeof meta>[0]);
const hindiMetaFor = (id: string) => hindiMeta({ matches: [{ id }] } as unknown as Parameters<typeof hindiMeta>[0]);

const canonical = (tags: ReturnType<typeof meta>) =>
  tags.find((t) => "rel" in t && t.rel === "canonical") as { href: string } | undefined;

describe("routes/service.tsx", () => {
  it("serves the seven service pages of the route table, and their Hindi twins", () => {
    const english = serviceRoutes;
    expect(hindiRoutes.map((r) => r.id)).toEqual(english.map((r) => `${r.id}-hi`));
    expect(hindiRoutes.map((r) => r.path)).toEqual(english.map((r) => r.path));
    expect(english.map((r) => r.path)).toEqual([
      "home-shifting",
      "vehicle-shifting",
      "office-relocation",
      "warehousing",
      "local-shifting",
      "defence-relocation",
      "fine-arts-relocation",
    ]);
  });

  it.each(serviceRoutes.map((r) => [r.id!, r.path!]))("route id %s shows the page of /%s", (id, path) => {
    expect(canonical(metaFor(id))?.href).toBe(`${site.url}/${path}`);
  });

  it.each(hindiRoutes.map((r) => [r.id!, r.path!]))("Hindi route id %s shows the Hindi page of /%s", (id, path) => {
    const tags = hindiMetaFor(id);
    expect(canonical(tags)?.href).toBe(`${site.url}/hi/${path}`);
    const title = tags.find((t) => "title" in t) as { title: string };
    expect(title.title).toMatch(/^[\u0900-\u097F][^|]*\| /);
    expect(title.title).not.toBe(
      (metaFor(id.replace(/-hi$/, "")).find((t) => "title" in t) as { title: string }).title,
    );
  });

  it("fails loudly for a route id it has no page for", () => {
    expect(() => metaFor("routes/service")).toThrow(/no route with id "routes\/service"/);
  });
});
