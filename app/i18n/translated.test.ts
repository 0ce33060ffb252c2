// @vitest-environment node
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import { placesIn } from "~/content/cities";
import { cityPaths } from "~/content/paths";

import routes from "../routes";
import { hasTwins, translatedPages } from "./translated";

const flatten = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

const places = await placesIn("en");
const cities = await cityPaths();

describe("the pages with translated twins", () => {
  const english = routes[0]!.children!;
  // Pages out of search results in every language have translations but no twin to advertise.
  const unindexed = ["routes/thank-you.tsx", "routes/verify-report-received.tsx", "routes/not-found.tsx"];
  // The city route stands for every city page.
  const paths = (r: RouteConfigEntry) => (r.index ? ["/"] : r.path === "network/:cityName" ? cities : [`/${r.path}`]);

  it("are exactly the pages of the route table that search engines index", () => {
    const indexed = flatten(english).filter((r) => !unindexed.includes(r.file));
    expect(indexed.flatMap(paths).sort()).toEqual([...translatedPages, ...cities].sort());
  });

  it("are found from a path in either language, in any case, with or without a trailing slash", () => {
    for (const p of [
      "/home-shifting",
      "/hi/home-shifting",
      "/hi/Home-Shifting/",
      "/hi",
      "/hi/",
      "/",
      "/hi?x=1",
      "/hi/network/Patna",
    ])
      expect(hasTwins(p, places), p).toBe(true);
    for (const p of [
      "/no-such-page",
      "/hi/no-such-page",
      "/bn/no-such-page",
      "/bnx/contact",
      "/network/atlantis",
      "/hi/home-shifting/x",
    ])
      expect(hasTwins(p, places), p).toBe(false);
  });

  it("include the page of a city the cities file adds", () => {
    const added = { ...places.cities[1]!, slug: "kolhapur" };
    expect(hasTwins("/bn/network/kolhapur", places)).toBe(false);
    expect(hasTwins("/bn/network/kolhapur", { ...places, cities: [...places.cities, added] })).toBe(true);
  });
});
