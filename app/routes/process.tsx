import { useState } from "react";

import { useCompanyFacts } from "~/components/company-facts";
import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { familiesText } from "~/content/facts";
import { MoveStepCount } from "~/content/process";
import { CallDialog } from "~/forms";
import { pageMeta } from "~/lib/seo";
import { ProcessCta } from "~/sections/process/process-cta";
import { ProcessSteps } from "~/sections/process/process-steps";
import { TrustReasons } from "~/sections/process/trust-reasons";

export const meta = () =>
  pageMeta({
    title: "Our relocation process",
    description:
      "How your move works with us, step by step: free survey, written quote, packing, safe transport, delivery and unpacking.",
    path: "/process",
  });

export default function Process() {
  const [expertOpen, setExpertOpen] = useState(false);
  const openExpert = () => setExpertOpen(true);
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="Our relocation process"
        image="loaded-truck"
        facts={useCompanyFacts()}
        actions={
          <>
            <Link to="/free-estimate" className="btn-primary">
              Get a Free Estimate
            </Link>
            <button type="button" className="btn-outline" onClick={openExpert}>
              Talk to an Expert
            </button>
          </>
        }
      >
        <p>
          {MoveStepCount} clear steps from your first call to the last box unpacked — and the reasons {familiesText}{" "}
          have trusted us with their homes.
        </p>
      </PageHero>
      <ProcessSteps />
      <TrustReasons />
      <ProcessCta onTalk={openExpert} />
      <CallDialog open={expertOpen} onClose={() => setExpertOpen(false)} title="Talk to an Expert" />
    </>
  );
}
