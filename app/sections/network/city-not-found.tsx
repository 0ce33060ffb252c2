import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { SpotDrawing } from "~/components/spot-drawing";
import { usePlaces } from "~/hooks/use-places";
import { useUnknownCityWords } from "~/hooks/use-unknown-city-words";

import { CityList } from "./city-list";

/**
 * /network/{anything not in the registry}. Pre-rendered once from /network/__not-found and sent with
 * HTTP 404, so it must not depend on the requested name (the HTML is the same for every unknown city).
 */
export function CityNotFound() {
  const w = useUnknownCityWords();
  const places = usePlaces();
  return (
    <>
      <PageHero title={w.heading} proofs={["officeHours", "phoneHours", "reply"]}>
        <p>{w.intro}</p>
      </PageHero>
      <section aria-label={w.map} className="container-page pt-12">
        <div className="flex aspect-4/3 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line bg-surface text-ink-muted sm:aspect-16/5">
          <SpotDrawing spot="lost" />
          <p>{w.noLocation}</p>
        </div>
      </section>
      <section aria-labelledby="city-not-found-list" className="container-page section-y">
        <h2 id="city-not-found-list" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {w.listTitle}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">
          {w.chooseBefore}{" "}
          <Link to="/network" className="font-semibold text-brand-700 underline">
            {w.networkLink}
          </Link>
          {w.chooseAfter}
        </p>
        <div className="mt-8">
          {/* Every city with an office, the head office's too: a visitor who mistyped Kolkata finds it here. */}
          <CityList regions={places.regions} branches={places.cities} compact />
        </div>
      </section>
    </>
  );
}
