import { useState } from "react";

import { useCompanyFacts } from "~/components/company-facts";
import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { CallDialog } from "~/forms/call-dialog";
import { useStrings } from "~/i18n/strings";
import { ProcessCta } from "~/sections/process/process-cta";
import { ProcessSteps } from "~/sections/process/process-steps";
import { TrustReasons } from "~/sections/process/trust-reasons";

import type { Route } from "./+types/process";
import { brandNames, localeOfRequest } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/process";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH }));

/**
 * The page's words, the steps and the reasons to trust us in the page's language, read at build time from
 * content/<language>/process.json and steps.json: the page's data carries them, not its script.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { processIn } = await import("~/content/company");
  const content = await processIn(localeOfRequest(request), await brandNames());
  return { content };
}

export default function Process({ loaderData: { content } }: Route.ComponentProps) {
  const w = content.hero;
  const strings = useStrings();
  const [expertOpen, setExpertOpen] = useState(false);
  const openExpert = () => setExpertOpen(true);
  return (
    <>
      <PageHero
        eyebrow={w.eyebrow}
        title={w.heading}
        image="process"
        facts={useCompanyFacts()}
        actions={
          <>
            <Link to="/free-estimate" className="btn-primary">
              {strings.getFreeQuote}
            </Link>
            <button type="button" className="btn-outline" onClick={openExpert}>
              {w.expert}
            </button>
          </>
        }
      >
        <p>{w.intro}</p>
      </PageHero>
      <ProcessSteps words={content.stepsSection} steps={content.steps} />
      <TrustReasons words={content.reasonsSection} reasons={content.reasons} />
      <ProcessCta words={content.cta} onTalk={openExpert} />
      <CallDialog open={expertOpen} onClose={() => setExpertOpen(false)} title={w.expert} />
    </>
  );
}
