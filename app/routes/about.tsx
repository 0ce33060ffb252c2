import { useState } from "react";

import { useCompanyFacts } from "~/components/company-facts";
import { CompanyIdentity } from "~/components/company-identity";
import { Phone } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { site, telHref } from "~/config/site";
import { QuotePopup } from "~/forms/quote-popup";
import { useStrings } from "~/i18n/strings";
import { AboutCta } from "~/sections/about/about-cta";
import { AboutSteps } from "~/sections/about/about-steps";
import { Counters } from "~/sections/about/counters";
import { Principles } from "~/sections/about/principles";
import { ServiceTabs } from "~/sections/about/service-tabs";

import type { Route } from "./+types/about";
import { brandNames, localeOfRequest } from "./page-data";
import { localeMeta } from "./page-meta";

export const PATH = "/about";

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, () => ({ ...args.loaderData.content.meta, path: PATH }));

/**
 * The page's words in its language, read at build time from content/<language>/about.json, and the steps of a move
 * from steps.json: the page's data carries them, not its script.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { aboutIn, stepsIn } = await import("~/content/company");
  const locale = localeOfRequest(request);
  const [about, steps] = await Promise.all([aboutIn(locale, await brandNames()), stepsIn(locale)]);
  return { content: { ...about, steps } };
}

export default function About({ loaderData: { content } }: Route.ComponentProps) {
  const w = content.hero;
  const strings = useStrings();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const openQuote = () => setQuoteOpen(true);
  return (
    <>
      <PageHero
        eyebrow={w.eyebrow}
        title={w.heading}
        image="about-team"
        facts={useCompanyFacts()}
        actions={
          <>
            <button type="button" className="btn-primary" onClick={openQuote}>
              {strings.getFreeQuote}
            </button>
            <a href={telHref(site.phone)} className="btn-outline">
              <Phone className="size-4" aria-hidden="true" />
              {w.callNow}
            </a>
          </>
        }
      >
        <p>{w.intro}</p>
      </PageHero>
      <ServiceTabs words={content.tabsSection} tabs={content.tabs} />
      <Principles
        words={content.principles}
        mission={content.mission}
        vision={content.vision}
        values={content.values}
      />
      <Counters title={content.countersSection.title} counters={content.counters} />
      <CompanyIdentity />
      <AboutSteps words={content.stepsSection} steps={content.steps} />
      <AboutCta words={content.cta} onQuote={openQuote} />
      <QuotePopup open={quoteOpen} onClose={() => setQuoteOpen(false)} />
    </>
  );
}
