import { PageHero } from "~/components/page-hero";
import { LEGAL_LAST_UPDATED, termsSections } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { legalContext } from "~/sections/legal/legal-context";
import { LegalDocument } from "~/sections/legal/legal-document";

export const meta = () =>
  pageMeta({
    title: "Terms and Conditions",
    description:
      "Terms and conditions of our moving services: scope, payment, client responsibilities, claims within 24 hours, liability and governing law.",
    path: "/terms-and-conditions",
  });

export default function TermsAndConditions() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms and conditions">
        <p>The terms that apply to every quotation and every move we carry out. Please read them before you book.</p>
      </PageHero>
      <LegalDocument sections={termsSections(legalContext())} updated={LEGAL_LAST_UPDATED} />
    </>
  );
}
