import { describe, expect, it } from "vitest";

import { allPages, staticPaths } from "../pages";
import { builtFiles, notFoundFiles, pages } from "./built";

describe("the pages", () => {
  it("the route table covers the spec's routes, the 17 branch cities and the Kolkata head office", () => {
    for (const path of [
      "/",
      "/about",
      "/our-services",
      "/packing",
      "/career",
      "/partner",
      "/network",
      "/privacy-policy",
      "/terms-and-conditions",
    ])
      expect(staticPaths).toContain(path);
    expect(allPages.filter((p) => p.startsWith("/network/"))).toHaveLength(18);
    expect(allPages).toContain("/network/kolkata");
  });

  it("the build has a page for every route in every language, and no page the tests do not know", () => {
    expect([...builtFiles()].sort()).toEqual([...pages, ...notFoundFiles].sort());
  });
});
