import type { RouteConfigEntry } from "@react-router/dev/routes";

import { cityPaths } from "../../../app/content/paths.ts";
import routes from "../../../app/routes.ts";

function collect(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((r) => {
    const path = r.index ? prefix || "/" : r.path === undefined ? prefix : `${prefix}/${r.path}`;
    const own =
      r.index || (r.path !== undefined && !r.path.includes(":") && !r.path.includes("*")) ? [path || "/"] : [];
    return [...own, ...collect(r.children ?? [], r.path === undefined ? prefix : path)];
  });
}

/** Every page the site pre-renders: the static routes of app/routes.ts and the city pages. */
export const staticPaths = [...new Set(collect(routes as RouteConfigEntry[]))];
export const allPages = [...staticPaths, ...cityPaths()];
