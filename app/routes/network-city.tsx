import { MapPinOff } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "~/components/PageHero";
import { site } from "~/config/site";
import { cityPath, findCity } from "~/content/cities";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/network-city";

export const meta = ({ params }: Route.MetaArgs) => {
  const city = findCity(params.cityName);
  if (!city) {
    return [
      { title: `City Not Found | ${site.brand}` },
      { name: "description", content: "We do not have a branch page for this city yet. See the cities our network serves." },
      { name: "robots", content: "noindex" },
    ];
  }
  return pageMeta({
    title: `Packers and Movers in ${city.name}`,
    description: `Packers and movers in ${city.name}, ${city.state}: local and intercity home, office and vehicle shifting by our ${city.name} branch. Free quote.`,
    path: cityPath(city.slug),
  });
};

export default function NetworkCity({ params }: Route.ComponentProps) {
  const city = findCity(params.cityName);
  if (!city) {
    return (
      <>
        <PageHero title="City Not Found">
          <p>We don’t have a branch page for this city yet — but we move to and from all over India.</p>
        </PageHero>
        <section className="container-page py-12">
          <div className="flex h-64 flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line bg-surface text-ink-muted">
            <MapPinOff className="size-8" aria-hidden="true" />
            <p>Location not available</p>
          </div>
          <p className="mt-6">
            <Link to="/network" className="font-semibold text-brand-700 underline">
              See all the cities we serve
            </Link>
          </p>
        </section>
      </>
    );
  }
  return (
    <PageHero eyebrow={`${city.name}, ${city.state}`} title={`Packers and Movers in ${city.name}`}>
      <p>
        Our {city.name} team handles local shifting within the city and moves to and from anywhere in India.
      </p>
    </PageHero>
  );
}
