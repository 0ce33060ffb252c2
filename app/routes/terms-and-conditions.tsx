import { PageHero } from "~/components/page-hero";
import { LEGAL_LAST_UPDATED, termsSections } from "~/content/legal";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { legalContext } from "~/sections/legal/legal-context";
import { LegalDocument, LegalVersionNote } from "~/sections/legal/legal-document";

import type { Route } from "./+types/terms-and-conditions";
import { pageWords } from "./page-data";

export const PATH = "/terms-and-conditions";

/** The page's own words, which each language translates (app/locales/<code>/pages/terms-and-conditions.ts). */
export const termsWords = words("termsWords", {
  title: "Terms and Conditions",
  description:
    "Terms and conditions of our moving services: scope, payment, client responsibilities, claims within 24 hours, liability and governing law.",
  eyebrow: "Legal",
  heading: "Terms and conditions",
  intro: "The terms that apply to every quotation and every move we carry out. Please read them before you book.",
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/terms-and-conditions.phrases.ts`),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(termsWords).title, description: t(termsWords).description, path: PATH }));

export const loader = ({ request }: Route.LoaderArgs) => pageWords(request, "terms-and-conditions");

export default function TermsAndConditions() {
  const w = useTranslated(termsWords);
  const sections = useTranslated(termsSections);
  return (
    <>
      <PageHero eyebrow={w.eyebrow} title={w.heading} proofs={["gstin", "iba", "gst"]}>
        <p>{w.intro}</p>
        <LegalVersionNote />
      </PageHero>
      <LegalDocument sections={sections(legalContext())} updated={LEGAL_LAST_UPDATED} />
    </>
  );
}
