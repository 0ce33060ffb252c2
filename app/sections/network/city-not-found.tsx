import { MapPinOff } from "~/components/icons";
import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { cities } from "~/content/cities";

import { CityList } from "./city-list";

/**
 * /network/{anything not in the registry}. Pre-rendered once from /network/__not-found and sent with
 * HTTP 404, so it must not depend on the requested name (the HTML is the same for every unknown city).
 */
export function CityNotFound() {
  return (
    <>
      <PageHero title="City not found">
        <p>
          We don’t have a branch page for this city yet, but we move to and from all over India through our{" "}
          {cities.length} branches.
        </p>
      </PageHero>
      <section aria-label="Map" className="container-page pt-12">
        <div className="flex aspect-4/3 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line bg-surface text-ink-muted sm:aspect-16/5">
          <MapPinOff className="size-8" aria-hidden="true" />
          <p>Location not available</p>
        </div>
      </section>
      <section aria-labelledby="city-not-found-list" className="container-page section-y">
        <h2 id="city-not-found-list" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          Cities with a branch
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">
          Choose the nearest city, or see{" "}
          <Link to="/network" className="font-semibold text-brand-700 underline">
            how our network works
          </Link>
          . For anywhere else, a free quote tells you which branch will handle your move.
        </p>
        <div className="mt-8">
          <CityList compact />
        </div>
      </section>
    </>
  );
}
