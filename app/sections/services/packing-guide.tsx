import { Link } from "react-router";

import { ArrowRight, Box, Layers, PackageOpen, Tag } from "~/components/icons";
import { NumberedSteps } from "~/components/numbered-steps";
import { Picture } from "~/components/picture";
import { Section } from "~/components/section";
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
            <h2 id="how-we-pack-heading" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
              How our crews pack
            </h2>
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
          <h2
            id="packing-tips-heading"
            className="text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
          >
            Nine tips for packing and unpacking
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-ink-muted">
            Follow them in this order and moving day is mostly loading.
          </p>
          <NumberedSteps
            steps={packingTips}
            layout="beside"
            classes={{
              list: "mt-10 space-y-4",
              item: "flex gap-4 rounded-xl border border-line bg-white p-5 shadow-card sm:gap-6 sm:p-6",
              badge:
                "flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-600 font-bold text-white",
              text: "mt-1 leading-relaxed text-ink-muted",
            }}
          />
        </div>
      </Section>

      <section aria-labelledby="packing-cta-heading" className="section-y">
        <div className="container-page flex flex-col items-start gap-5 rounded-xl bg-brand-900 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="packing-cta-heading" className="text-2xl font-extrabold sm:text-3xl">
              Rather leave the packing to us?
            </h2>
            <p className="mt-2 text-brand-100">
              Tell us about your home and get a free estimate for packing, moving and unpacking.
            </p>
          </div>
          <Link to="/free-estimate" className="btn-primary shrink-0">
            Get a free estimate
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>
    </>
  );
}
