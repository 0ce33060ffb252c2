import { ChevronRight, MapPin } from "~/components/icons";
import { Link } from "~/components/link";
import { branchesOf, cityPath } from "~/content/places";
import { useNetworkBlockWords } from "~/hooks/use-network-block-words";
import { usePlaces } from "~/hooks/use-places";

import { Card } from "./card";
import { phoneRow } from "./phone-row";
import { Section } from "./section";
import { SectionHeading } from "./section-heading";

interface NetworkBlockProps {
  title?: string;
  headingLevel?: 2 | 3;
  /**
   * compact (pages other than home): the heading, one line and the cities as a wrapped list of
   * links, without the figures and the 400 px box the spec gives the home page's list.
   */
  compact?: boolean;
}

/** The cities as short links that wrap, for the compact block. */
function CityLinks() {
  const w = useNetworkBlockWords();
  const cities = branchesOf(usePlaces());
  return (
    <nav aria-label={w.citiesLabel} className="stack-t" data-testid="city-list">
      {/* One sideways row on phones, wrapped lines from `sm` up. */}
      <ul {...phoneRow(w.rowLabel, "scroll-row-fit gap-2 sm:flex sm:flex-wrap")}>
        {cities.map((c) => (
          <li key={c.slug}>
            <Link
              to={cityPath(c.slug)}
              className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-3 py-2 text-sm font-semibold whitespace-nowrap text-brand-900 hover:border-brand-300 hover:bg-brand-50"
            >
              <MapPin className="size-3.5 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{w.cityLinks[c.slug]}</span>
              <span aria-hidden="true">{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The service network (SPEC §2): every city of the registry, in the spec's order, each linking to
 * /network/{slug}, in a box 400 px high (h-100) that scrolls on phones and tablets, where the whole list would be
 * several screens; from lg it sits beside the figures and shows every city, a scroll box there would leave
 * rows cut off in a half-empty band. Shared by home, service and company pages, whose data carries its words
 * (content/<language>/network.json).
 */
export function NetworkBlock({ title, headingLevel = 2, compact = false }: NetworkBlockProps) {
  const w = useNetworkBlockWords();
  const places = usePlaces();
  const cities = branchesOf(places);
  if (compact) {
    return (
      <Section labelledBy="network-title">
        <div className="container-page">
          <SectionHeading id="network-title" eyebrow={w.eyebrow} title={title ?? w.title} level={headingLevel}>
            <p>
              {w.compactIntro}{" "}
              <Link to="/network" className="font-semibold text-brand-700 underline underline-offset-4">
                {w.viewAll}
              </Link>
            </p>
          </SectionHeading>
          <CityLinks />
        </div>
      </Section>
    );
  }
  return (
    <Section labelledBy="network-title">
      <div className="container-page grid items-center gap-8 sm:gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="network-title" eyebrow={w.eyebrow} title={title ?? w.title} level={headingLevel}>
            {/* The figures below say it on a phone. */}
            <p className="hidden sm:block">{w.intro}</p>
          </SectionHeading>
          <dl className="mt-5 grid max-w-md grid-cols-2 gap-3 sm:mt-8 sm:gap-4">
            <Card tone="surface" padding="compact">
              <dt className="text-sm text-ink-muted">{w.branchCities}</dt>
              <dd className="text-2xl font-extrabold text-brand-900">{cities.length}</dd>
            </Card>
            <Card tone="surface" padding="compact">
              <dt className="text-sm text-ink-muted">{w.states}</dt>
              <dd className="text-2xl font-extrabold text-brand-900">{new Set(cities.map((c) => c.state)).size}</dd>
            </Card>
            <Card tone="surface" padding="compact" className="col-span-2">
              <dt className="text-sm text-ink-muted">{w.citiesServedMeans}</dt>
              <dd className="text-2xl font-extrabold text-brand-900">{w.citiesServed}</dd>
            </Card>
          </dl>
          <Link to="/network" className="mt-8 btn-outline">
            {w.viewAll}
          </Link>
        </div>
        <nav
          aria-label={w.citiesLabel}
          className="h-100 overflow-y-auto rounded-xl border border-line bg-white p-2 shadow-card lg:h-auto lg:overflow-visible"
          data-testid="city-list"
        >
          <ul className="grid gap-1 sm:grid-cols-2">
            {cities.map((c) => (
              <li key={c.slug}>
                <Link
                  to={cityPath(c.slug)}
                  className="group flex items-center gap-3 rounded-lg px-3 py-3 hover:bg-brand-50"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-white">
                    <MapPin className="size-4" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-brand-900">
                      <span className="sr-only">{w.cityLinks[c.slug]}</span>
                      <span aria-hidden="true">{c.name}</span>
                    </span>
                    <span className="block text-sm text-ink-muted">{c.state}</span>
                  </span>
                  <ChevronRight className="size-4 text-ink-muted group-hover:text-accent-600" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Section>
  );
}
