import { CtaBand } from "~/components/cta-band";
import { ArrowRight, Box, Layers, PackageOpen, Tag } from "~/components/icons";
import { Link } from "~/components/link";
import { NumberedSteps } from "~/components/numbered-steps";
import { Picture } from "~/components/picture";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { PackingTip } from "~/content/service-content";
import { words } from "~/content/translation";
import { useStrings } from "~/i18n/strings";
import { useTranslated } from "~/i18n/translations";

/** The guide's own words; the nine tips are content (content/<language>/packing.json). */
export const packingGuideWords = words("packingGuideWords", {
  heading: "How our crews pack",
  text: "Most damage in a move happens inside the carton, not on the road. Our packers choose the material for each item — a steel almirah needs corner guards, a crystal bowl needs three layers and a carton of its own — and pack so that nothing can move when the carton is lifted. You can leave the whole home to us, or pack the sturdy things yourself and keep us for the fragile ones.",
  /** Beside the icons of `layerIcons`, in their order. */
  layers: [
    {
      title: "Layered by item",
      text: "Foam and bubble wrap for glass, corrugated sheets for furniture, stretch film over upholstery.",
    },
    {
      title: "New 5-ply cartons",
      text: "Sized to the contents so heavy items stay liftable and nothing rattles.",
    },
    {
      title: "Numbered and listed",
      text: "Every carton carries its room and number, matched to the inventory you sign.",
    },
    {
      title: "Unpacked for you",
      text: "At the new home we unpack, place items in cupboards and take the waste away.",
    },
  ],
  tipsHeading: "Nine tips for packing and unpacking",
  tipsIntro: "Follow them in this order and moving day is mostly loading.",
  ctaTitle: "Rather leave the packing to us?",
  ctaText: "Tell us about your home and get a free estimate for packing, moving and unpacking.",
});

const layerIcons = [Layers, Box, Tag, PackageOpen];

/**
 * /packing: how we pack, then the tips (the page's loader data, in its language) as an ordered list, then the way
 * to a free estimate.
 */
export function PackingGuide({ tips }: { tips: readonly PackingTip[] }) {
  const w = useTranslated(packingGuideWords);
  const strings = useStrings();
  const layers = w.layers.map((layer, i) => ({ ...layer, icon: layerIcons[i] ?? Layers }));
  return (
    <>
      <Section labelledBy="how-we-pack-heading">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="how-we-pack-heading" title={w.heading} />
            <p className="mt-4 leading-relaxed text-ink">{w.text}</p>
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
          <SectionHeading id="packing-tips-heading" title={w.tipsHeading}>
            <p>{w.tipsIntro}</p>
          </SectionHeading>
          <NumberedSteps
            steps={tips}
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

      <CtaBand id="packing-cta-heading" title={w.ctaTitle} text={w.ctaText} tone="navy" panel>
        <Link to="/free-estimate" className="btn-primary">
          {strings.getFreeQuote}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CtaBand>
    </>
  );
}
