import { describe, expect, it } from "vitest";

import { localePath, locales } from "../config/locales.ts";
import { cityPaths, notFoundPages, prerenderPaths } from "./paths.ts";

const routes = { getStaticPaths: () => ["/", "/about", "/hi", "/hi/about"] };
const cities = await cityPaths();

describe("the pre-rendered pages", () => {
  it("are the routes', every city's in every language and the not-found pages, unless cities are named", async () => {
    const all = await prerenderPaths(routes);
    expect(all).toHaveLength(4 + cities.length * locales.length + notFoundPages.length);
    expect(await prerenderPaths(routes, " ")).toEqual(all);
  });

  it("keep only the named cities' pages, in every language, and every other page", async () => {
    const few = await prerenderPaths(routes, "patna,kolkata");
    const named = ["/network/patna", "/network/kolkata"].flatMap((p) => locales.map((l) => localePath(p, l)));
    const others = [...routes.getStaticPaths(), ...notFoundPages.map((page) => page.path)];
    expect(few).toEqual(expect.arrayContaining([...others, ...named]));
    expect(few).toHaveLength(others.length + named.length);
  });
});
