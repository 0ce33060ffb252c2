import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";
import { CommonFrauds } from "~/sections/verify/common-frauds";
import { GenuineDocuments } from "~/sections/verify/genuine-documents";
import { OfficialContacts } from "~/sections/verify/official-contacts";
import { PaymentRules } from "~/sections/verify/payment-rules";
import { ReportFraud } from "~/sections/verify/report-fraud";

export const meta = () =>
  pageMeta({
    title: "Is This Really Us? Verify Before You Pay",
    description:
      "Our only phone numbers, e-mail and website, how we take payment, what our quotation and LR look like, and how to report someone using our name.",
    path: "/verify",
  });

/** "Is this really us?" (issue #13): everything a visitor needs to tell us from someone using our name. */
export default function Verify() {
  return (
    <>
      <PageHero
        eyebrow="Fraud protection"
        title="Is this really us?"
        jump={{ href: "#report", label: "Report a fraud" }}
      >
        <p>
          Fake movers copy the names and logos of real companies, including {site.brand}. Four checks tell you whether a
          call, a quotation or a payment request really comes from us.
        </p>
      </PageHero>
      <OfficialContacts />
      <PaymentRules />
      <GenuineDocuments />
      <CommonFrauds />
      <ReportFraud />
      <p className="container-page pb-16 text-sm text-ink-muted">
        See also our{" "}
        <Link to="/terms-and-conditions#payment" className="font-semibold text-brand-700 underline underline-offset-4">
          payment terms
        </Link>
        .
      </p>
    </>
  );
}
