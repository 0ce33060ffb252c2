import { CtaBand } from "~/components/cta-band";
import { ArrowRight, Box, Layers, PackageOpen, Tag } from "~/components/icons";
import { Link } from "~/components/link";
import { NumberedSteps } from "~/components/numbered-steps";
import { Picture } from "~/components/picture";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { PackingContent } from "~/content/service-content";
import { useStrings } from "~/i18n/strings";

const layerIcons = [Layers, Box, Tag, PackageOpen];

/**
 * /packing: how we pack, then the tips as an ordered list, then the way to a free estimate, all in the page's
 * language (its loader data).
 */
export function PackingGuide({ content }: { content: PackingContent }) {
  const { guide, tipsSection, tips, cta } = content;
  const strings = useStrings();
  const layers = guide.layers.map((layer, i) => ({ ...layer, icon: layerIcons[i] ?? Layers }));
  return (
    <>
      <Section labelledBy="how-we-pack-heading">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="how-we-pack-heading" title={guide.heading} />
            <p className="mt-4 leading-relaxed text-ink">{guide.text}</p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2">
              {layers.map(({ id, icon: Icon, title, text }) => (
                <li key={id} className="flex gap-3">
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
          <SectionHeading id="packing-tips-heading" title={tipsSection.heading}>
            <p>{tipsSection.intro}</p>
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

      <CtaBand id="packing-cta-heading" title={cta.title} text={cta.text} tone="navy" panel>
        <Link to="/free-estimate" className="btn-primary">
          {strings.getFreeQuote}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CtaBand>
    </>
  );
}
