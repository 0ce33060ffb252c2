import { Breadcrumb } from "~/components/breadcrumb";
import { useCompanyFacts } from "~/components/company-facts";
import { CtaBand } from "~/components/cta-band";
import { Link } from "~/components/link";
import { NetworkBlock } from "~/components/network-block";
import { PageHero } from "~/components/page-hero";
import { localePath } from "~/config/locales";
import { words } from "~/content/translation";
import { useStrings } from "~/i18n/strings";
import { useTranslated } from "~/i18n/translations";
import type { BreadcrumbItem } from "~/lib/breadcrumbs";
import { localizedCrumbs } from "~/lib/breadcrumbs";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { localeMeta, type PhrasesHandle } from "~/locales/words";
import { ServiceCardList } from "~/sections/services/service-card-list";

import type { Route } from "./+types/our-services";
import { networkBlockData, pageContentData } from "./page-data";

export const PATH = "/our-services";

/** The page's own words, which each language translates (app/locales/<code>/pages/our-services.ts). */
export const ourServicesWords = words("ourServicesWords", {
  title: "Our Services",
  description:
    "Home shifting, office relocation, car and bike transport, storage, packing, fine arts and insurance: every moving service we offer, in one place.",
  /** Shown on the page and described in its JSON-LD. */
  crumbs: [{ label: "Home", to: "/" }, { label: "Our Services" }] as BreadcrumbItem[],
  eyebrow: "Services",
  heading: "Our services",
  intro:
    "Everything we move and how: from a one-room local shift to a villa across the country, with packing, storage and transit insurance.",
  ctaTitle: "Not sure which service you need?",
  ctaText: "Describe your move once and we will put together the right combination, with a free estimate.",
});

export const handle: PhrasesHandle = {
  phrases: (locale) => import(`../locales/${locale}/pages/our-services.phrases.ts`),
};

export const meta: Route.MetaFunction = (args) =>
  localeMeta(args, (t, locale) => {
    const w = t(ourServicesWords);
    const jsonLd = [breadcrumbJsonLd(localizedCrumbs(w.crumbs, locale), localePath(PATH, locale))];
    return { title: w.title, description: w.description, path: PATH, jsonLd };
  });

/** The page's words and its cards in its language (content/<language>/our-services.json). */
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await pageContentData(request, "our-services")),
  ...(await networkBlockData(request)),
});

export default function OurServices({ loaderData }: Route.ComponentProps) {
  const w = useTranslated(ourServicesWords);
  const strings = useStrings();
  return (
    <>
      <Breadcrumb items={w.crumbs} />
      <PageHero eyebrow={w.eyebrow} title={w.heading} facts={useCompanyFacts()} proofs={["rating"]}>
        <p>{w.intro}</p>
      </PageHero>
      <div className="container-page section-y">
        <ServiceCardList cards={loaderData.content.cards} />
      </div>
      <CtaBand id="services-cta-heading" title={w.ctaTitle} text={w.ctaText} tone="tint">
        <Link to="/free-estimate" className="btn-primary">
          {strings.getFreeQuote}
        </Link>
      </CtaBand>
      <NetworkBlock compact />
    </>
  );
}
