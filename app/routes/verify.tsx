import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { site } from "~/config/site";
import { words } from "~/content/translation";
import { useTranslated } from "~/i18n/translations";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { CommonFrauds } from "~/sections/verify/common-frauds";
import { GenuineDocuments } from "~/sections/verify/genuine-documents";
import { OfficialContacts } from "~/sections/verify/official-contacts";
import { PaymentRules } from "~/sections/verify/payment-rules";
import { ReportFraud } from "~/sections/verify/report-fraud";

import type { Route } from "./+types/verify";
import { localeOfRequest, pageForms, pageWords } from "./page-data";

export const PATH = "/verify";

/** The page's own words, which each language translates (app/locales/<code>/pages/verify.ts). */
export const verifyWords = words("verifyWords", {
  title: "Is This Really Us? Verify Before You Pay",
  description:
    "Our only phone numbers, e-mail and website, how we take payment, what our quotation and LR look like, and how to report someone using our name.",
  eyebrow: "Fraud protection",
  heading: "Is this really us?",
  jump: "Report a fraud",
  /** The hero's text, around the brand name. */
  introBefore: "Fake movers copy the names and logos of real companies, including ",
  introAfter: ". Four checks tell you whether a call, a quotation or a payment request really comes from us.",
  /** "See also our payment terms." */
  seeAlso: "See also our",
  paymentTerms: "payment terms",
  seeAlsoEnd: ".",
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/verify.phrases.ts`),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(verifyWords).title, description: t(verifyWords).description, path: PATH }));

/**
 * The branches' phones, named in the page's language, read at build time from the cities file, and the page's
 * words from content/<language>/verify.json with the site's details: the page's data carries them, not its script.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [{ citiesIn }, { verifyIn }, { verifyContext }] = await Promise.all([
    import("~/content/cities"),
    import("~/content/company"),
    import("~/sections/verify/verify-context"),
  ]);
  const locale = localeOfRequest(request);
  const { content } = await citiesIn(locale);
  return {
    branches: content.branches.map(({ slug, name, phone }) => ({ slug, name, phone })),
    content: await verifyIn(locale, verifyContext()),
    ...(await pageWords(request, "verify")),
    ...(await pageForms(request, ["fraudReport"])),
  };
}

/** "Is this really us?": everything a visitor needs to tell us from someone using our name. */
export default function Verify({ loaderData }: Route.ComponentProps) {
  const w = useTranslated(verifyWords);
  return (
    <>
      <PageHero
        eyebrow={w.eyebrow}
        title={w.heading}
        jump={{ href: "#report", label: w.jump }}
        proofs={["domains", "gstin", "iba"]}
      >
        <p>
          {w.introBefore}
          {site.brand}
          {w.introAfter}
        </p>
      </PageHero>
      <OfficialContacts branches={loaderData.branches} />
      <PaymentRules rules={loaderData.content.paymentRules} />
      <GenuineDocuments documents={loaderData.content.documents} />
      <CommonFrauds frauds={loaderData.content.frauds} />
      <ReportFraud helplines={loaderData.content.helplines} />
      <p className="container-page pb-16 text-sm text-ink-muted">
        {w.seeAlso}{" "}
        <Link to="/terms-and-conditions#payment" className="font-semibold text-brand-700 underline underline-offset-4">
          {w.paymentTerms}
        </Link>
        {w.seeAlsoEnd}
      </p>
    </>
  );
}
