import { useState } from "react";

import { useCompanyFacts } from "~/components/company-facts";
import { CompanyIdentity } from "~/components/company-identity";
import { Phone } from "~/components/icons";
import { PageHero } from "~/components/page-hero";
import { site, telHref } from "~/config/site";
import { yearsText } from "~/content/facts";
import { words } from "~/content/translation";
import { QuotePopup } from "~/forms/quote-popup";
import { useStrings } from "~/i18n/strings";
import { useTranslated } from "~/i18n/translations";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { AboutCta } from "~/sections/about/about-cta";
import { AboutSteps } from "~/sections/about/about-steps";
import { Counters } from "~/sections/about/counters";
import { Principles } from "~/sections/about/principles";
import { ServiceTabs } from "~/sections/about/service-tabs";

import type { Route } from "./+types/about";
import { localeOfRequest, pageWords } from "./page-data";

export const PATH = "/about";

/** The page's own words, which each language translates (app/locales/<code>/pages/about.ts). */
export const aboutWords = words("aboutWords", {
  title: "About Us",
  description: `Who we are: a Kolkata-based, IBA-approved moving company with ${yearsText} of moving families and offices across India.`,
  eyebrow: "About us",
  heading: `About ${site.brand}`,
  intro: `For ${yearsText} we have moved homes, offices, vehicles and fine art across India from our head office in Kolkata — with a free survey, a written quote and trained crews of our own.`,
  callNow: "Call Now",
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/about.phrases.ts`),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t) => ({ title: t(aboutWords).title, description: t(aboutWords).description, path: PATH }));

/**
 * The page's words in its language, read at build time from content/<language>/about.json, and the steps of a move
 * from steps.json: the page's data carries them, not its script.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { aboutIn, stepsIn } = await import("~/content/company");
  const locale = localeOfRequest(request);
  const [about, steps] = await Promise.all([aboutIn(locale), stepsIn(locale)]);
  return { content: { ...about, steps }, ...(await pageWords(request, "about")) };
}

export default function About({ loaderData: { content } }: Route.ComponentProps) {
  const w = useTranslated(aboutWords);
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
      <ServiceTabs tabs={content.tabs} />
      <Principles mission={content.mission} vision={content.vision} values={content.values} />
      <Counters counters={content.counters} />
      <CompanyIdentity />
      <AboutSteps steps={content.steps} />
      <AboutCta onQuote={openQuote} />
      <QuotePopup open={quoteOpen} onClose={() => setQuoteOpen(false)} />
    </>
  );
}
