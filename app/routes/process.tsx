import { useState } from "react";

import { useCompanyFacts } from "~/components/company-facts";
import { Link } from "~/components/link";
import { PageHero } from "~/components/page-hero";
import { familiesText } from "~/content/facts";
import { MoveStepCount } from "~/content/process";
import { words } from "~/content/translation";
import { CallDialog } from "~/forms/call-dialog";
import { useStrings } from "~/i18n/strings";
import { useTranslated } from "~/i18n/translations";
import { localeMeta } from "~/locales/words";
import { ProcessCta } from "~/sections/process/process-cta";
import { ProcessSteps } from "~/sections/process/process-steps";
import { TrustReasons } from "~/sections/process/trust-reasons";

import type { Route } from "./+types/process";
import { localeOfRequest, pageWords } from "./page-data";

export const PATH = "/process";

/** The page's own words, which each language translates (app/locales/<code>/pages/process.ts). */
export const processWords = words("processWords", {
  title: "Our relocation process",
  description:
    "How your move works with us, step by step: free survey, written quote, packing, safe transport, delivery and unpacking.",
  eyebrow: "How it works",
  heading: "Our relocation process",
  intro: `${MoveStepCount} clear steps from your first call to the last box unpacked — and the reasons ${familiesText} have trusted us with their homes.`,
  /** The button and the title of the pop-up it opens. */
  expert: "Talk to an Expert",
});

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(processWords).title, description: t(processWords).description, path: PATH }));

/** The steps and the reasons to trust us in the page's language, read at build time from content/<language>/process.json. */
export async function loader({ request }: Route.LoaderArgs) {
  const { processIn } = await import("~/content/company");
  return { content: await processIn(localeOfRequest(request)), ...(await pageWords(request, "process")) };
}

export default function Process({ loaderData: { content } }: Route.ComponentProps) {
  const w = useTranslated(processWords);
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
      <ProcessSteps steps={content.steps} />
      <TrustReasons reasons={content.reasons} />
      <ProcessCta onTalk={openExpert} />
      <CallDialog open={expertOpen} onClose={() => setExpertOpen(false)} title={w.expert} />
    </>
  );
}
