import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import routes from "../routes";
import { hasHindiTwin, translatedPages } from "./translated";

const flatten = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

describe("the translated Hindi twins (issue 18)", () => {
  const all = flatten(routes);
  const hindiModules = all.filter((r) => r.file.startsWith("routes/hi/"));
  const path = (r: RouteConfigEntry) => (r.index ? "/" : `/${r.path}`);

  it("are exactly the pages whose Hindi route has a module of its own", () => {
    expect(hindiModules.map(path).sort()).toEqual([...translatedPages].sort());
    for (const r of hindiModules) expect(r.id, r.file).toMatch(/-hi$/);
  });

  it("are found from a path in either language, in any case, with or without a trailing slash", () => {
    for (const p of ["/home-shifting", "/hi/home-shifting", "/hi/Home-Shifting/", "/hi", "/hi/", "/", "/hi?x=1"])
      expect(hasHindiTwin(p), p).toBe(true);
    for (const p of ["/contact", "/hi/contact", "/network/patna", "/hi/network/patna"])
      expect(hasHindiTwin(p), p).toBe(false);
  });
});
