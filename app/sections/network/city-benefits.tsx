import { Card } from "~/components/card";
import { BadgeCheck, Building2, PackageCheck, ShieldCheck } from "~/components/icons";
import { phoneRow } from "~/components/phone-row";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { type City, transitDays } from "~/content/cities";
import { BRANCH_COUNT } from "~/content/facts";

/** Why book the local branch: each card is filled from this city's own record. */
export function CityBenefits({ city }: { city: City }) {
  const benefits: { icon: typeof Building2; title: string; text: string; points?: string[] }[] = [
    {
      icon: Building2,
      title: `An office in ${city.office.locality}`,
      text: `Your surveyor, crew leader and billing all sit in our ${city.name} ${city.headOffice ? "head office" : "branch"}, so you deal with people who know ${city.localities.slice(0, 3).join(", ")} and the rest of the city.`,
    },
    {
      icon: PackageCheck,
      title: `Planned for ${city.name}`,
      text: "Before we give you a date, the survey covers what decides a move here:",
      points: city.practicalities.map((p) => p.title),
    },
    city.transit
      ? {
          icon: BadgeCheck,
          title: "A direct line to Kolkata",
          text: `Our own trucks link ${city.name} with the Kolkata hub in ${transitDays(city.transit)}, and with every other branch through it.`,
        }
      : {
          icon: BadgeCheck,
          title: "The hub of the network",
          text: `Loads for all ${BRANCH_COUNT} branches are combined here, so a move out of ${city.name} leaves on our own truck, not a broker's.`,
        },
    {
      icon: ShieldCheck,
      title: "Insured and IBA approved",
      text: "Transit insurance for what we carry, GST invoices and bank-approved paperwork for transfers that are reimbursed.",
    },
  ];
  return (
    <Section labelledBy="city-benefits-title" tone="surface">
      <div className="container-page">
        <SectionHeading
          id="city-benefits-title"
          eyebrow="Why our local branch"
          title={`Why book our ${city.name} team`}
        />
        <ul
          {...phoneRow(
            `Reasons to book our ${city.name} team`,
            "stack-t gap-3 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-4",
          )}
        >
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
