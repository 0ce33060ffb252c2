import { PageHero } from "~/components/page-hero";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta } from "~/locales/words";
import { LegalDocument, LegalVersionNote } from "~/sections/legal/legal-document";

import type { Route } from "./+types/terms-and-conditions";
import { legalPageData } from "./page-data";

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

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(termsWords).title, description: t(termsWords).description, path: PATH }));

export const loader = ({ request }: Route.LoaderArgs) => legalPageData(request, "terms-and-conditions");

export default function TermsAndConditions({ loaderData }: Route.ComponentProps) {
  const w = useTranslated(termsWords);
  return (
    <>
      <PageHero eyebrow={w.eyebrow} title={w.heading} proofs={["gstin", "iba", "gst"]}>
        <p>{w.intro}</p>
        <LegalVersionNote />
      </PageHero>
      <LegalDocument sections={loaderData.sections} updated={loaderData.updated} />
    </>
  );
}
