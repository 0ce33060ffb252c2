// @vitest-environment node
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import { cityPageList, cityPath } from "~/content/city-list";

import routes from "../routes";
import { hasHindiTwin, translatedPages } from "./translated";

const flatten = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

describe("the translated Hindi twins (issue 18)", () => {
  const all = flatten(routes);
  // Pages out of search results in both languages have a Hindi module but no twin to advertise.
  const unindexed = ["routes/hi/thank-you.tsx", "routes/hi/verify-report-received.tsx", "routes/hi/not-found.tsx"];
  const hindiModules = all.filter((r) => r.file.startsWith("routes/hi/") && !unindexed.includes(r.file));
  // The city route stands for every city page.
  const paths = (r: RouteConfigEntry) =>
    r.index ? ["/"] : r.path === "network/:cityName" ? cityPageList.map((c) => cityPath(c.slug)) : [`/${r.path}`];

  it("are exactly the pages whose Hindi route has a module of its own", () => {
    expect(hindiModules.flatMap(paths).sort()).toEqual([...translatedPages].sort());
    for (const r of hindiModules) expect(r.id, r.file).toMatch(/-hi$/);
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
      expect(hasHindiTwin(p), p).toBe(true);
    for (const p of ["/no-such-page", "/hi/no-such-page", "/network/atlantis", "/hi/home-shifting/x"])
      expect(hasHindiTwin(p), p).toBe(false);
  });
});
