import { ClipboardList, Handshake, PackageOpen, Truck } from "~/components/icons";
import { NumberedSteps } from "~/components/numbered-steps";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";

const icons = [ClipboardList, PackageOpen, Truck, Handshake] as const;

export const interCityWords = words("interCityWords", {
  eyebrow: "Between cities",
  title: "How an inter-city move works",
  intro: "Two branches share every move between cities: one packs, the other delivers, and one price covers both ends.",
  step: (n: number) => `Step ${n}`,
  /** In the order of `icons`. */
  steps: [
    {
      title: "The origin branch surveys and quotes",
      text: "The branch in the city you are leaving visits your home or takes a video survey, lists every item and gives one price for the whole move.",
    },
    {
      title: "Packed and loaded by the same crew",
      text: "That crew packs, labels each carton with a number from your inventory and loads the truck. You get a copy of the inventory and the lorry receipt.",
    },
    {
      title: "Direct truck or the Kolkata hub",
      text: "A full household goes straight to the destination in a dedicated truck. Smaller loads travel to our Kolkata hub and leave on the next truck to their city.",
    },
    {
      title: "The destination branch delivers",
      text: "The branch at the other end takes over: it clears the society or gate formalities, unloads, unpacks and reassembles, and checks the inventory with you.",
    },
  ],
});

/** How a move between two branch cities works (the /network page content is not in the spec). */
export function InterCityMoves() {
  const w = useTranslated(interCityWords);
  const steps = w.steps.map((step, i) => ({ ...step, icon: icons[i] ?? Truck }));
  return (
    <Section labelledBy="intercity-title">
      <div className="container-page">
        <SectionHeading id="intercity-title" eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <NumberedSteps
          steps={steps}
          classes={{ text: "mt-2 text-ink-muted" }}
          marker={(n, { icon: Icon }) => (
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold text-accent-600">{w.step(n)}</span>
            </div>
          )}
        />
      </div>
    </Section>
  );
}
