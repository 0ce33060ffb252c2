import { FoldedParagraphs } from "~/components/folded-paragraphs";
import { Clock, MapPinned, Route } from "~/components/icons";
import { phoneRow } from "~/components/phone-row";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { City } from "~/content/cities/city";
import type { CityPageWords } from "~/content/network-city";
import { withBranchCount } from "~/content/places";
import { usePlaces } from "~/hooks/use-places";

/** What moving in and out of this city is like, the areas served and the road link to Kolkata. */
export function CityIntro({ city, words: w }: { city: City; words: CityPageWords["intro"] }) {
  const places = usePlaces();
  return (
    <Section labelledBy="city-intro-title">
      <div className="container-page grid gap-8 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-3">
          <SectionHeading id="city-intro-title" eyebrow={w.eyebrow} title={w.title} />
          <FoldedParagraphs
            paragraphs={city.intro}
            className="mt-4 leading-relaxed text-ink-muted sm:mt-6 sm:text-lg"
          />
        </div>
        <aside aria-label={w.glance} className="min-w-0 space-y-5 sm:space-y-6 lg:col-span-2">
          <dl className="grid gap-4 rounded-xl border border-line bg-surface p-card sm:gap-5 sm:p-6">
            {city.transit ? (
              <>
                <div>
                  <dt className="flex items-center gap-2 text-sm text-ink-muted">
                    <Route className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
                    {w.distance}
                  </dt>
                  <dd className="mt-1 pl-7 font-semibold text-brand-900">{w.km}</dd>
                  <dd className="pl-7 text-sm text-ink-muted sm:hidden">{w.route}</dd>
                </div>
                {/* Phones have the transit time in the hero's facts; the route shows with the distance. */}
                <div className="hidden sm:block">
                  <dt className="flex items-center gap-2 text-sm text-ink-muted">
                    <Clock className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
                    {w.transit}
                  </dt>
                  <dd className="mt-1 pl-7 font-semibold text-brand-900">{w.days}</dd>
                  <dd className="pl-7 text-sm text-ink-muted">{w.route}</dd>
                </div>
              </>
            ) : (
              <>
                <div>
                  <dt className="flex items-center gap-2 text-sm text-ink-muted">
                    <Route className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
                    {w.network}
                  </dt>
                  <dd className="mt-1 pl-7 font-semibold text-brand-900">{withBranchCount(w.branches, places)}</dd>
                  <dd className="pl-7 text-sm text-ink-muted">{w.delivering}</dd>
                </div>
                <div>
                  <dt className="flex items-center gap-2 text-sm text-ink-muted">
                    <Clock className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
                    {w.hoursTitle}
                  </dt>
                  <dd className="mt-1 pl-7 font-semibold text-brand-900">{w.officeHours}</dd>
                  <dd className="pl-7 text-sm text-ink-muted">{w.phoneHours}</dd>
                </div>
              </>
            )}
          </dl>
          <div>
            <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900">
              <MapPinned className="size-5 text-accent-600" aria-hidden="true" />
              {w.areas}
            </h3>
            {/* One sideways row on phones, wrapped lines from `sm` up. */}
            <ul {...phoneRow(w.areas, "scroll-row-fit mt-3 gap-1.5 sm:flex sm:flex-wrap sm:gap-2")}>
              {city.localities.map((l) => (
                <li
                  key={l}
                  className="rounded-full border border-line bg-white px-2.5 py-0.5 text-sm whitespace-nowrap text-ink sm:px-3 sm:py-1"
                >
                  {l}
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </Section>
  );
}
