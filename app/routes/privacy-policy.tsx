import { PageHero } from "~/components/page-hero";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta } from "~/locales/words";
import { LegalDocument, LegalVersionNote } from "~/sections/legal/legal-document";

import type { Route } from "./+types/privacy-policy";
import { legalPageData } from "./page-data";

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

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(privacyWords).title, description: t(privacyWords).description, path: PATH }));

export const loader = ({ request }: Route.LoaderArgs) => legalPageData(request, "privacy-policy");

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const w = useTranslated(privacyWords);
  return (
    <>
      <PageHero eyebrow={w.eyebrow} title={w.heading} proofs={["gstin", "iba", "officeHours"]}>
        <p>{w.intro}</p>
        <LegalVersionNote />
      </PageHero>
      <LegalDocument sections={loaderData.sections} updated={loaderData.updated} />
    </>
  );
}
