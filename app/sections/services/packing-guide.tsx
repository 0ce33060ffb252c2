import { CtaBand } from "~/components/cta-band";
import { ArrowRight, Box, Layers, PackageOpen, Tag } from "~/components/icons";
import { Link } from "~/components/link";
import { NumberedSteps } from "~/components/numbered-steps";
import { Picture } from "~/components/picture";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { packingTips } from "~/content/service-pages";

const layers = [
  {
    icon: Layers,
    title: "Layered by item",
    text: "Foam and bubble wrap for glass, corrugated sheets for furniture, stretch film over upholstery.",
  },
  {
    icon: Box,
    title: "New 5-ply cartons",
    text: "Sized to the contents so heavy items stay liftable and nothing rattles.",
  },
  {
    icon: Tag,
    title: "Numbered and listed",
    text: "Every carton carries its room and number, matched to the inventory you sign.",
  },
  {
    icon: PackageOpen,
    title: "Unpacked for you",
    text: "At the new home we unpack, place items in cupboards and take the waste away.",
  },
];

/** /packing: how we pack, then nine tips as an ordered list, then the way to a free estimate. */
export function PackingGuide() {
  return (
    <>
      <Section labelledBy="how-we-pack-heading">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="how-we-pack-heading" title="How our crews pack" align="left" />
            <p className="mt-4 leading-relaxed text-ink">
              Most damage in a move happens inside the carton, not on the road. Our packers choose the material for each
              item — a steel almirah needs corner guards, a crystal bowl needs three layers and a carton of its own —
              and pack so that nothing can move when the carton is lifted. You can leave the whole home to us, or pack
              the sturdy things yourself and keep us for the fragile ones.
            </p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {layers.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-bold text-brand-900">{title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-ink-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <Picture
            slot="crew-packing"
            sizes="(min-width: 1024px) 36rem, 92vw"
            className="h-auto w-full rounded-xl border border-line bg-brand-50"
          />
        </div>
      </Section>

      <Section labelledBy="packing-tips-heading" tone="surface">
        <div className="container-page max-w-4xl">
          <SectionHeading id="packing-tips-heading" title="Nine tips for packing and unpacking">
            <p>Follow them in this order and moving day is mostly loading.</p>
          </SectionHeading>
          <NumberedSteps
            steps={packingTips}
            layout="beside"
            classes={{
              list: "stack-t space-y-4",
              item: "flex gap-4 rounded-xl border border-line bg-white p-5 shadow-card sm:gap-6 sm:p-6",
              badge:
                "flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-600 font-bold text-white",
              text: "mt-1 leading-relaxed text-ink-muted",
            }}
          />
        </div>
      </Section>

      <CtaBand
        id="packing-cta-heading"
        title="Rather leave the packing to us?"
        text="Tell us about your home and get a free estimate for packing, moving and unpacking."
        tone="navy"
        panel
      >
        <Link to="/free-estimate" className="btn-primary">
          Get a free estimate
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CtaBand>
    </>
  );
}
