import { Card } from "~/components/card";
import { CheckCircle2 } from "~/components/icons";
import { Picture } from "~/components/picture";
import { Section } from "~/components/section";
import type { ServicePageContent } from "~/content/service-pages";

/** The explanatory text of a service page, beside its picture. */
export function AboutService({ about, image }: Pick<ServicePageContent, "about" | "image">) {
  return (
    <Section labelledBy="about-service-heading">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="about-service-heading" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {about.heading}
          </h2>
          <div className="mt-5 space-y-4 leading-relaxed text-ink">
            {about.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-8">
          <Picture
            slot={image}
            sizes="(min-width: 1024px) 36rem, 92vw"
            className="h-auto w-full rounded-xl border border-line bg-brand-50"
          />
          <Card tone="surface">
            <h3 className="text-lg font-bold text-brand-900">{about.includedHeading}</h3>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {about.included.map((item) => (
                <li key={item} className="flex gap-2 text-sm text-ink">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </Section>
  );
}
