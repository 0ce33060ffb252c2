import type { RouteConfigEntry } from "@react-router/dev/routes";

import { cityPaths } from "../../../app/content/paths.ts";
import { localeOf, localePath } from "../../../app/i18n/locale.ts";
import routes from "../../../app/routes.ts";

function collect(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((r) => {
    const path = r.index ? prefix || "/" : r.path === undefined ? prefix : `${prefix}/${r.path}`;
    const own =
      r.index || (r.path !== undefined && !r.path.includes(":") && !r.path.includes("*")) ? [path || "/"] : [];
    return [...own, ...collect(r.children ?? [], r.path === undefined ? prefix : path)];
  });
}

const routePaths = [...new Set(collect(routes as RouteConfigEntry[]))];

/** Every English page the site pre-renders: the static routes of app/routes.ts and the city pages. */
export const staticPaths = routePaths.filter((p) => localeOf(p) === "en");
export const allPages = [...staticPaths, ...cityPaths()];

/** Every Hindi page the route table declares (issue 18), and the city pages' twins. */
const hindiStaticPaths = routePaths.filter((p) => localeOf(p) === "hi");
export const hindiPages = [...hindiStaticPaths, ...cityPaths().map((p) => localePath(p, "hi"))];
