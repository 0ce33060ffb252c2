import { Card } from "~/components/card";
import { Eye, HeartHandshake, Target } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { AboutContent } from "~/content/company";

/** Mission, vision and values. */
export function Principles({
  words: w,
  mission,
  vision,
  values,
}: { words: AboutContent["principles"] } & Pick<AboutContent, "mission" | "vision" | "values">) {
  return (
    <Section labelledBy="what-drives-us" tone="surface">
      <div className="container-page">
        <SectionHeading id="what-drives-us" title={w.title} />
        <div className="stack-t grid gap-6 md:grid-cols-2">
          {[
            { ...mission, Icon: Target },
            { ...vision, Icon: Eye },
          ].map(({ title, text, Icon }) => (
            <Card key={title} as="article">
              <Icon className="size-9 text-accent-600" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-bold text-brand-900">{title}</h3>
              <p className="mt-2 leading-relaxed text-ink-muted">{text}</p>
            </Card>
          ))}
        </div>
        <Card className="mt-6">
          <div className="flex items-center gap-3">
            <HeartHandshake className="size-9 text-accent-600" aria-hidden="true" />
            <h3 className="text-xl font-bold text-brand-900">{w.values}</h3>
          </div>
          <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((v) => (
              <div key={v.id}>
                <dt className="font-bold text-brand-800">{v.title}</dt>
                <dd className="mt-1 text-sm leading-relaxed text-ink-muted">{v.text}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </Section>
  );
}
