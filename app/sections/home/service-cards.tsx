import { Card } from "~/components/card";
import {
  ArrowRight,
  Building2,
  Car,
  House,
  type IconComponent,
  PackageOpen,
  Truck,
  Warehouse,
} from "~/components/icons";
import { Link } from "~/components/link";
import { phoneRow } from "~/components/phone-row";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { HomeServiceCard, HomeWords } from "~/content/home";

const icons: Record<HomeServiceCard["icon"], IconComponent> = {
  home: House,
  office: Building2,
  vehicle: Car,
  warehouse: Warehouse,
  packing: PackageOpen,
  local: Truck,
};

/**
 * The six service cards of SPEC §2, in the page's language (its loader's data). Each whole card is one link: the
 * link sits on the heading and its ::after covers the card, so the accessible name stays the short title.
 */
export function ServiceCards({
  words: w,
  cards,
}: {
  words: HomeWords["servicesSection"];
  cards: readonly HomeServiceCard[];
}) {
  return (
    <Section labelledBy="services-title">
      <div className="container-page">
        <SectionHeading id="services-title" eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <ul {...phoneRow(w.row, "stack-t gap-3 sm:gap-6 lg:grid lg:grid-cols-3", { tablets: true })}>
          {cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <Card
                key={card.id}
                as="li"
                className="group relative flex flex-col transition focus-within:ring-3 focus-within:ring-accent-500 hover:-translate-y-1 hover:border-brand-200"
              >
                {/* The icon beside the title on phones, above it from `sm` up. */}
                <div className="flex items-center gap-3 sm:block">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white sm:size-14">
                    <Icon className="size-6 sm:size-7" aria-hidden="true" />
                  </span>
                  <h3 className="text-xl font-bold text-brand-900 sm:mt-5">
                    <Link to={card.path} className="outline-none after:absolute after:inset-0 after:rounded-xl">
                      {card.title}
                    </Link>
                  </h3>
                </div>
                <p className="mt-3 flex-1 leading-relaxed text-ink-muted sm:mt-2">{card.description}</p>
                <span
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-600"
                  aria-hidden="true"
                >
                  {w.learnMore} <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </Card>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
