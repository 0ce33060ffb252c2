import type { ReactNode } from "react";

import { ChevronRight } from "~/components/icons";
import { Link } from "~/components/link";
import { citiesIn, cityPath, regions, transitDays } from "~/content/cities";

/**
 * Every branch grouped by region, each linking to its city page. Used on /network and on the
 * unknown-city page. `headingLevel` is the level of the region headings; `children` fill one more grid cell.
 */
export function CityList({
  headingLevel = 3,
  compact = false,
  children,
}: {
  headingLevel?: 2 | 3;
  compact?: boolean;
  children?: ReactNode;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={compact ? "grid gap-8 sm:grid-cols-2 lg:grid-cols-3" : "grid gap-10 md:grid-cols-2 xl:grid-cols-3"}>
      {regions.map((region) => (
        <div key={region}>
          <H className="text-lg font-bold text-brand-900">{region}</H>
          <ul className="mt-3 divide-y divide-line overflow-hidden rounded-xl border border-line bg-white shadow-card">
            {citiesIn(region).map((city) => (
              <li key={city.slug}>
                <Link
                  to={cityPath(city.slug)}
                  className="group flex items-center gap-3 px-4 py-3 hover:bg-brand-50 focus-visible:bg-brand-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-brand-900">{city.name}</span>
                    <span className="block text-sm text-ink-muted">
                      {city.state}
                      {!compact && <> · {transitDays(city.transit)} from Kolkata</>}
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
