import { Card } from "~/components/card";
import { IdentityList } from "~/components/company-identity";
import { IconList } from "~/components/icon-list";
import { CheckCircle2, FileText } from "~/components/icons";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { words } from "~/content/translation";
import { genuineDocuments } from "~/content/verify";
import { useTranslated } from "~/i18n/translations";

import { verifyContext } from "./verify-context";

/** The section's words, which a language translates (./hi.ts). */
export const genuineDocumentsWords = words("genuineDocumentsWords", {
  eyebrow: "Step 3",
  title: "What our paperwork looks like",
  intro: "Compare any quotation or consignment note you are given with this description and the numbers below.",
  carries: "It always carries",
  numbersTitle: "Our registration numbers",
  numbersText:
    "You can look up the GSTIN on the government’s GST portal and the CIN on the Ministry of Corporate Affairs site; the name they return must be our registered name.",
});

/** What our quotation and consignment note look like, and the registration numbers to compare them with. */
export function GenuineDocuments() {
  const w = useTranslated(genuineDocumentsWords);
  const documents = useTranslated(genuineDocuments);
  return (
    <Section labelledBy="genuine-documents">
      <div className="container-page">
        <SectionHeading id="genuine-documents" eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <div className="mt-10 grid max-w-5xl gap-6 lg:grid-cols-2">
          {documents(verifyContext()).map((d) => (
            <Card key={d.title} as="article">
              <h3 className="flex items-center gap-2 text-xl font-bold text-brand-900">
                <FileText className="size-5 text-accent-600" aria-hidden="true" />
                {d.title}
              </h3>
              <p className="mt-3 leading-relaxed text-ink-muted">{d.what}</p>
              <h4 className="mt-5 text-sm font-bold tracking-wide text-brand-900 uppercase">{w.carries}</h4>
              <IconList items={d.carries} icon={CheckCircle2} size="md" className="mt-3 space-y-2 text-ink" />
            </Card>
          ))}
        </div>
        <Card tone="surface" className="mt-6 max-w-5xl">
          <h3 className="text-lg font-bold text-brand-900">{w.numbersTitle}</h3>
          <p className="mt-1 text-sm text-ink-muted">{w.numbersText}</p>
          <IdentityList className="mt-5" />
        </Card>
      </div>
    </Section>
  );
}
