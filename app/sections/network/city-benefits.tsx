import { Card } from "~/components/card";
import { BadgeCheck, Building2, PackageCheck, ShieldCheck } from "~/components/icons";
import { phoneRow } from "~/components/phone-row";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { type City, transitDays } from "~/content/cities/city";
import { BRANCHES } from "~/content/facts";
import { withBranchCount } from "~/content/places";
import { words } from "~/content/translation";
import { usePlaces } from "~/hooks/use-places";
import { useTranslated } from "~/i18n/translations";

export const cityBenefitsWords = words("cityBenefitsWords", {
  officeTitle: (locality: string) => `An office in ${locality}`,
  officeText: (city: string, headOffice: boolean, localities: string) =>
    `Your surveyor, crew leader and billing all sit in our ${city} ${headOffice ? "head office" : "branch"}, so you deal with people who know ${localities} and the rest of the city.`,
  plannedTitle: (city: string) => `Planned for ${city}`,
  plannedText: "Before we give you a date, the survey covers what decides a move here:",
  lineTitle: "A direct line to Kolkata",
  lineText: (city: string, days: string) =>
    `Our own trucks link ${city} with the Kolkata hub in ${days}, and with every other branch through it.`,
  hubTitle: "The hub of the network",
  hubText: (city: string) =>
    `Loads for all ${BRANCHES} branches are combined here, so a move out of ${city} leaves on our own truck, not a broker's.`,
  insuredTitle: "Insured and IBA approved",
  insuredText:
    "Transit insurance for what we carry, GST invoices and bank-approved paperwork for transfers that are reimbursed.",
  eyebrow: "Why our local branch",
  title: (city: string) => `Why book our ${city} team`,
  row: (city: string) => `Reasons to book our ${city} team`,
  /** "1–2 days", "1 day". */
  days: transitDays,
});

/** Why book the local branch: each card is filled from this city's own record. */
export function CityBenefits({ city }: { city: City }) {
  const w = useTranslated(cityBenefitsWords);
  const places = usePlaces();
  const benefits: { icon: typeof Building2; title: string; text: string; points?: string[] }[] = [
    {
      icon: Building2,
      title: w.officeTitle(city.office.locality),
      text: w.officeText(city.name, city.headOffice === true, city.localities.slice(0, 3).join(", ")),
    },
    {
      icon: PackageCheck,
      title: w.plannedTitle(city.name),
      text: w.plannedText,
      points: city.practicalities.map((p) => p.title),
    },
    city.transit
      ? {
          icon: BadgeCheck,
          title: w.lineTitle,
          text: w.lineText(city.name, w.days(city.transit)),
        }
      : {
          icon: BadgeCheck,
          title: w.hubTitle,
          text: withBranchCount(w.hubText(city.name), places),
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
        <SectionHeading id="city-benefits-title" eyebrow={w.eyebrow} title={w.title(city.name)} />
        <ul {...phoneRow(w.row(city.name), "stack-t gap-3 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-4")}>
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
