import { PageHero } from "~/components/page-hero";
import { LEGAL_LAST_UPDATED, privacySections } from "~/content/legal";
import { pageMeta } from "~/lib/seo";
import { legalContext } from "~/sections/legal/legal-context";
import { LegalDocument } from "~/sections/legal/legal-document";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "How we collect, use and protect the details you send through our forms, and which services handle them on our behalf.",
    path: "/privacy-policy",
  });

export default function PrivacyPolicy() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy policy">
        <p>What we collect when you use this site, why we collect it, and which other services handle it for us.</p>
      </PageHero>
      <LegalDocument sections={privacySections(legalContext())} updated={LEGAL_LAST_UPDATED} />
    </>
  );
}
