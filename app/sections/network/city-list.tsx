import type { ReactNode } from "react";

import { ChevronRight } from "~/components/icons";
import { Link } from "~/components/link";
import { cityPath, type Place, type Places } from "~/content/places";

/**
 * What the list shows of a branch, in the page's language: how long it is from Kolkata ("6–8 days from Kolkata",
 * the page's data) only when not `compact`.
 */
export type ListedBranch = Pick<Place, "slug" | "name" | "state" | "region"> & { fromKolkata?: string };

/**
 * Every branch grouped by region, each linking to its city page. Used on /network (beside or under the map, so
 * two columns at most) and on the unknown-city page. `headingLevel` is the level of the region headings; `children`
 * fill one more cell. On /network the regions hold two to five branches each: there they flow down balanced
 * columns rather than grid rows, so that a short region does not leave a hole beside a long one.
 */
export function CityList({
  regions,
  branches,
  headingLevel = 3,
  compact = false,
  children,
}: {
  regions: Places["regions"];
  branches: readonly ListedBranch[];
  headingLevel?: 2 | 3;
  compact?: boolean;
  children?: ReactNode;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={
        compact ? "grid gap-8 sm:grid-cols-2 lg:grid-cols-3" : "gap-8 space-y-8 *:break-inside-avoid md:columns-2"
      }
    >
      {regions.map((region) => (
        <div key={region.id}>
          <H className="text-lg font-bold text-brand-900">{region.name}</H>
          <ul className="mt-3 divide-y divide-line overflow-hidden rounded-xl border border-line bg-white shadow-card">
            {branches
              .filter((city) => city.region === region.id)
              .map((city) => (
                <li key={city.slug}>
                  <Link
                    to={cityPath(city.slug)}
                    className="group flex items-center gap-3 px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold text-brand-900">{city.name}</span>
                      <span className="block text-sm text-ink-muted">
                        {city.state}
                        {!compact && city.fromKolkata && <> · {city.fromKolkata}</>}
                      </span>
                    </span>
                    <ChevronRight
                      className="size-4 shrink-0 text-ink-muted group-hover:text-accent-600"
                      aria-hidden="true"
                    />
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
      {children}
    </div>
  );
}
