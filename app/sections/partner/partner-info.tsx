import { Card } from "~/components/card";
import { IconCardGrid } from "~/components/icon-card-grid";
import { IconList } from "~/components/icon-list";
import { BadgeIndianRupee, type IconComponent, Megaphone, Network, Truck } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { branchesText, capitalised, citiesServedText, ratingText, yearsText } from "~/content/facts";
import { withBranchCount } from "~/content/places";
import { words } from "~/content/translation";
import { usePlaces } from "~/hooks/use-places";
import { useTranslated } from "~/i18n/translations";

/** The reasons' texts are in the order of their icons (REASON_ICONS). */
export const partnerInfoWords = words("partnerInfoWords", {
  whyTitle: "Why partner with us",
  whyIntro:
    "Moving is a local business built on trust. A franchise gives you both: your own team on the ground and an established name behind every quote.",
  reasons: [
    {
      title: "A name customers already trust",
      text: `${capitalised(yearsText)} of moves, IBA approval and a ${ratingText} rating travel with the brand to your city.`,
    },
    {
      title: "Leads from day one",
      text: "Enquiries from our website, phone lines and corporate accounts for your area are passed straight to you.",
    },
    {
      title: "A national network behind you",
      text: `Hand over the long-distance leg of a move to our ${branchesText}, which deliver to ${citiesServedText}.`,
    },
    {
      title: "Return loads",
      text: "Our trucks arriving in your city need loads back, and yours can carry ours — fewer empty kilometres.",
    },
  ],
  supportLabel: "Support and requirements",
  providedTitle: "What we provide",
  provided: [
    "Use of the brand name, signage, uniforms and branded packing material",
    "Two weeks of training for your supervisors, packers and drivers at our Kolkata head office",
    "Pricing sheets, quotation templates and IBA-format billing for bank customers",
    "Shared leads from our website and call centre, with a city page for your branch",
    "Transit insurance tie-ups and help with customer claims",
    "A relationship manager you can call on any working day",
  ],
  needsTitle: "What you need",
  needs: [
    "A registered business (proprietorship, partnership or company) with GST registration",
    "An office or godown of at least 500 sq ft in the city you apply for",
    "At least one truck of your own or on long-term lease, or the means to arrange one",
    "Experience in logistics, transport or customer-facing business is a strong plus",
    "Scanned GST certificate, registration certificate, Aadhaar and PAN, shared as links in the form",
  ],
} as const);

const REASON_ICONS: readonly IconComponent[] = [BadgeIndianRupee, Megaphone, Network, Truck];

function Checklist({ items }: { items: readonly string[] }) {
  return <IconList items={items} size="md" className="mt-6 space-y-3" />;
}

/** Why partner, what the company provides, and what a partner needs. */
export function PartnerInfo() {
  const w = useTranslated(partnerInfoWords);
  // The reasons are a tuple (`as const`), as long in every language as the icons.
  const places = usePlaces();
  const reasons = w.reasons.map((r, i) => ({
    title: r.title,
    text: withBranchCount(r.text, places),
    Icon: REASON_ICONS[i]!,
  }));
  return (
    <>
      <Section labelledBy="why-partner">
        <div className="container-page">
          <SectionHeading id="why-partner" title={w.whyTitle}>
            <p>{w.whyIntro}</p>
          </SectionHeading>
          <IconCardGrid cards={reasons} />
        </div>
      </Section>
      <Section aria-label={w.supportLabel} tone="surface">
        <div className="container-page grid gap-6 lg:grid-cols-2">
          <Card>
            <h2 className="text-2xl font-extrabold text-brand-900">{w.providedTitle}</h2>
            <Checklist items={w.provided} />
          </Card>
          <Card>
            <h2 className="text-2xl font-extrabold text-brand-900">{w.needsTitle}</h2>
            <Checklist items={w.needs} />
          </Card>
        </div>
      </Section>
    </>
  );
}
