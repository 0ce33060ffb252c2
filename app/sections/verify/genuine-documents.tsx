import { Card } from "~/components/card";
import { IdentityList } from "~/components/company-identity";
import { IconList } from "~/components/icon-list";
import { CheckCircle2, FileText } from "~/components/icons";
import { PhoneFold } from "~/components/phone-fold";
import { phoneRow } from "~/components/phone-row";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { VerifyContent } from "~/content/company";

/** What our quotation and consignment note look like, and the registration numbers to compare them with. */
export function GenuineDocuments({
  words: w,
  documents,
}: {
  words: VerifyContent["documentsSection"];
  documents: VerifyContent["documents"];
}) {
  return (
    <Section labelledBy="genuine-documents">
      <div className="container-page">
        <SectionHeading id="genuine-documents" eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <ul {...phoneRow(w.row, "stack-t max-w-5xl gap-3 sm:gap-6 lg:grid lg:grid-cols-2", { tablets: true })}>
          {documents.map((d) => (
            <li key={d.id} className="flex">
              <Card as="article" className="w-full">
                <h3 className="flex items-center gap-2 text-xl font-bold text-brand-900">
                  <FileText className="size-5 text-accent-600" aria-hidden="true" />
                  {d.title}
                </h3>
                <p className="mt-3 leading-relaxed text-ink-muted">{d.what}</p>
                <h4 className="mt-4 text-sm font-bold tracking-wide text-brand-900 uppercase sm:mt-5">{w.carries}</h4>
                <IconList items={d.carries} icon={CheckCircle2} size="md" className="mt-3 space-y-2 text-ink" />
              </Card>
            </li>
          ))}
        </ul>
        <Card tone="surface" className="mt-6 max-w-5xl">
          <h3 className="text-lg font-bold text-brand-900">{w.numbersTitle}</h3>
          <p className="mt-1 text-sm text-ink-muted">{w.numbersText}</p>
          <PhoneFold summary={w.showNumbers} until="lg" className="mt-2 lg:mt-0">
            <IdentityList className="mt-5" />
          </PhoneFold>
        </Card>
      </div>
    </Section>
  );
}
