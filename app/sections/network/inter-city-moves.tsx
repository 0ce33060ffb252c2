import { ClipboardList, Handshake, type IconComponent, PackageOpen, Truck } from "~/components/icons";
import { NumberedSteps } from "~/components/numbered-steps";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { NetworkPageWords } from "~/content/network";
import { filled } from "~/content/placeholders";

/** Each step's icon by its id (content/<language>/network.json); a step the office adds gets the truck. */
const icons: Readonly<Record<string, IconComponent>> = {
  survey: ClipboardList,
  packing: PackageOpen,
  transport: Truck,
  delivery: Handshake,
};

/** How a move between two branch cities works (the /network page content is not in the spec). */
export function InterCityMoves({ words: w }: { words: NetworkPageWords["interCity"] }) {
  const steps = w.steps.map(({ title, text, id }) => ({ title, text, icon: icons[id] ?? Truck }));
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
              <span className="text-sm font-semibold text-accent-600">{filled(w.step, { step: String(n) })}</span>
            </div>
          )}
        />
      </div>
    </Section>
  );
}
