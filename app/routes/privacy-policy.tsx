import { PageHero } from "~/components/page-hero";
import { LEGAL_LAST_UPDATED, privacySections } from "~/content/legal";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { legalContext } from "~/sections/legal/legal-context";
import { LegalDocument, LegalVersionNote } from "~/sections/legal/legal-document";

import type { Route } from "./+types/privacy-policy";
import { pageWords } from "./page-data";

export const PATH = "/privacy-policy";

/** The page's own words, which each language translates (app/locales/<code>/pages/privacy-policy.ts). */
export const privacyWords = words("privacyWords", {
  title: "Privacy Policy",
  description:
    "How we collect, use and protect the details you send through our forms, and which services handle them on our behalf.",
  eyebrow: "Legal",
  heading: "Privacy policy",
  intro: "What we collect when you use this site, why we collect it, and which other services handle it for us.",
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/privacy-policy.phrases.ts`),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(privacyWords).title, description: t(privacyWords).description, path: PATH }));

export const loader = ({ request }: Route.LoaderArgs) => pageWords(request, "privacy-policy");

export default function PrivacyPolicy() {
  const w = useTranslated(privacyWords);
  const sections = useTranslated(privacySections);
  return (
    <>
      <PageHero eyebrow={w.eyebrow} title={w.heading} proofs={["gstin", "iba", "officeHours"]}>
        <p>{w.intro}</p>
        <LegalVersionNote />
      </PageHero>
      <LegalDocument sections={sections(legalContext())} updated={LEGAL_LAST_UPDATED} />
    </>
  );
}
