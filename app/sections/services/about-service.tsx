import { Card } from "~/components/card";
import { FoldedParagraphs } from "~/components/folded-paragraphs";
import { IconList } from "~/components/icon-list";
import { CheckCircle2 } from "~/components/icons";
import { PhoneFold } from "~/components/phone-fold";
import { Picture, WIDE } from "~/components/picture";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { ServicePageContent } from "~/content/service-content";

/**
 * The explanatory text of a service page, beside its picture on wide screens; phones and tablets see the picture in
 * the hero (service-hero), so it shows once and early. A phone folds the "included" list behind its own heading.
 */
export function AboutService({ about, image }: Pick<ServicePageContent, "about" | "image">) {
  return (
    <Section labelledBy="about-service-heading">
      <div className="container-page grid gap-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id="about-service-heading" title={about.heading} />
          <FoldedParagraphs paragraphs={about.paragraphs} className="mt-4 leading-relaxed text-ink sm:mt-5" />
        </div>
        <div className="flex flex-col gap-6 sm:gap-8">
          <Picture
            slot={image}
            shownWhen={WIDE}
            sizes="36rem"
            className="hidden h-auto w-full rounded-xl border border-line bg-brand-50 lg:block"
          />
          <Card tone="surface">
            {/* On phones the fold's summary names the list, so the heading shows from `sm` up. */}
            <PhoneFold summary={about.includedHeading}>
              <h3 className="hidden text-lg font-bold text-brand-900 sm:block">{about.includedHeading}</h3>
              <IconList
                items={about.included}
                icon={CheckCircle2}
                className="mt-3 grid gap-3 text-sm text-ink sm:mt-4 sm:grid-cols-2"
              />
            </PhoneFold>
          </Card>
        </div>
      </div>
    </Section>
  );
}
