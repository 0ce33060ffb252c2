import { Card } from "~/components/card";
import { BadgeCheck, Building2, PackageCheck, ShieldCheck } from "~/components/icons";
import { phoneRow } from "~/components/phone-row";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { City } from "~/content/cities/city";
import type { CityPageWords } from "~/content/network-city";
import { withBranchCount } from "~/content/places";
import { usePlaces } from "~/hooks/use-places";

/** Why book the local branch: each card is filled from this city's own record. */
export function CityBenefits({ city, words: w }: { city: City; words: CityPageWords["benefits"] }) {
  const places = usePlaces();
  const benefits: { icon: typeof Building2; title: string; text: string; points?: string[] }[] = [
    {
      icon: Building2,
      title: w.officeTitle,
      text: w.officeText,
    },
    {
      icon: PackageCheck,
      title: w.plannedTitle,
      text: w.plannedText,
      points: city.practicalities.map((p) => p.title),
    },
    city.transit
      ? {
          icon: BadgeCheck,
          title: w.lineTitle,
          text: w.lineText,
        }
      : {
          icon: BadgeCheck,
          title: w.hubTitle,
          text: withBranchCount(w.hubText, places),
        },
    {
      icon: ShieldCheck,
      title: w.insuredTitle,
      text: w.insuredText,
    },
  ];
  return (
    <Section labelledBy="city-benefits-title" tone="surface">
      <div className="container-page">
        <SectionHeading id="city-benefits-title" eyebrow={w.eyebrow} title={w.title} />
        <ul {...phoneRow(w.row, "stack-t gap-3 sm:gap-6 lg:grid lg:grid-cols-4", { tablets: true })}>
          {benefits.map(({ icon: Icon, title, text, points }) => (
            <Card key={title} as="li">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-brand-900">{title}</h3>
              <p className="mt-2 text-ink-muted">{text}</p>
              {points && (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-muted marker:text-accent-600">
                  {points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </ul>
      </div>
    </Section>
  );
}
