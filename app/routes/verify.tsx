import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { WithParts } from "~/components/with-parts";
import { CommonFrauds } from "~/sections/verify/common-frauds";
import { GenuineDocuments } from "~/sections/verify/genuine-documents";
import { OfficialContacts } from "~/sections/verify/official-contacts";
import { PaymentRules } from "~/sections/verify/payment-rules";
import { ReportFraud } from "~/sections/verify/report-fraud";

import type { Route } from "./+types/verify";
import { inlinePicture, localeOfRequest, pageForms, PHONE_HERO_WIDTH } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/verify";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.page.meta, path: PATH }));

/**
 * The branches' phones, named in the page's language, read at build time from the cities file, and the page's and
 * its sections' words from content/<language>/verify.json with the site's details: the page's data carries them,
 * not its script.
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
    heroPicture: await inlinePicture("verify", PHONE_HERO_WIDTH),
    ...(await pageForms(request, ["fraudReport"])),
  };
}

/** "Is this really us?": everything a visitor needs to tell us from someone using our name. */
export default function Verify({ loaderData: { content, branches, heroPicture } }: Route.ComponentProps) {
  const w = content.page;
  return (
    <>
      <PageHero
        eyebrow={w.hero.eyebrow}
        title={w.hero.heading}
        image="verify"
        inline={heroPicture}
        jump={{ href: "#report", label: w.hero.jump }}
        proofs={["domains", "gstin", "iba"]}
      >
        <p>{w.hero.intro}</p>
      </PageHero>
      <OfficialContacts words={content.officialContactsSection} checker={content.checker} branches={branches} />
      <PaymentRules words={content.paymentRulesSection} rules={content.paymentRules} />
      <GenuineDocuments words={content.documentsSection} documents={content.documents} />
      <CommonFrauds words={content.fraudsSection} frauds={content.frauds} />
      <ReportFraud words={content.reportSection} helplines={content.helplines} />
      <p className="container-page pb-16 text-sm text-ink-muted">
        <WithParts
          text={w.seeAlso}
          parts={{
            terms: (
              <Link
                to="/terms-and-conditions#payment"
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {w.paymentTerms}
              </Link>
            ),
          }}
        />
      </p>
    </>
  );
}
